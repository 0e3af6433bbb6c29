/// The value docbuild gives a root view's parameter that the note never fills, as Xcode's preview
/// canvas lets `@Previewable @State var count = 0` stand in for a parent: the empty or zero value
/// of a standard-library type (`0`, `""`, `false`, `[]`, `[:]`, `nil`, `Date()`, `UUID()`), a
/// system image for an `Image` (`Image(systemName: "photo")`), a title named for its parameter
/// for a `LocalizedStringKey` (`title: "Title"`), a system colour for a `Color`, an
/// action that does nothing (`{}` for a `() -> Void`), a publisher that never publishes
/// (`Empty<String, Never>().eraseToAnyPublisher()`), or a type the note declares built from such
/// values (`Person(name: "", age: 0)`), and for an object model, a fresh object of a class whose
/// one initializer takes such values (`User(name: "", score: 0)`). Any other type (a closure
/// returning a value, a protocol, a platform type, a struct with its own initializer) has none:
/// the view stays "not run — needs arguments", naming that parameter.
enum ChosenValue {
  /// The engine host's view that holds a binding's value in a `@State`, seen by the driver's
  /// harness file only: `BindingHost(0) { count in CounterView(count: count) }`.
  static let stateHost = "BindingHost"

  /// A root built in `stateHost`s, as a reader writes it in a preview: each host's state as an
  /// `@Previewable @State` line, and the view given its binding (`count: $count`).
  static func previewable(_ expression: String) -> String {
    var lines: [String] = []
    var view = expression
    while let host = view.wholeMatch(
      of: #/BindingHost\((.+?)\) \{ ([\p{L}_][\p{L}\p{N}_]*) in (.+) \}/#)
    {
      let name = String(host.2)
      lines.append("@Previewable @State var \(name) = \(host.1)")
      view = String(host.3).replacingOccurrences(of: "\(name): \(name)", with: "\(name): $\(name)")
    }
    return (lines + [view]).joined(separator: "\n")
  }

  /// The name of the view a root expression mounts (`Field` of `Field(title: "Title")`): for a
  /// root built in `stateHost`s, the view they hold, never a host, which no reader sees.
  static func mountedView(_ expression: String) -> String {
    let view = previewable(expression).split(separator: "\n").last ?? ""
    return String(view.prefix { $0 != "(" })
  }

  private static let zero: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "TimeInterval",
  ]

  /// The value of `type` (as written), with `unitTypes` the unit's types and what building each
  /// takes; nil when it has none. A note type nested too deep is not followed.
  /// `name` is the parameter's, which a title shows.
  static func of(
    type written: String, named name: String = "_", unitTypes: [String: RootConstruction.Needs],
    depth: Int = 0
  ) -> String? {
    let type = written.trimmingCharacters(in: .whitespaces)
    if zero.contains(type) { return "0" }
    switch type {
    case "String", "Substring": return "\"\""
    // A key is shown (a title, a label): one a reader can see, not an empty one.
    case "LocalizedStringKey": return "\"\(title(for: name))\""
    // Written with its type, so that a binding's host infers it.
    case "Color": return "Color.blue"
    case "Bool": return "false"
    case "Date": return "Date()"
    case "UUID": return "UUID()"
    // A system image, which every platform has, as a preview shows an icon.
    case "Image": return "Image(systemName: \"photo\")"
    default: break
    }
    if let closure = doingNothing(type) { return closure }
    if type.hasPrefix("AnyPublisher<") {
      return "Empty\(type.dropFirst("AnyPublisher".count))().eraseToAnyPublisher()"
    }
    if type.hasSuffix("?") || type.hasPrefix("Optional<") { return "nil" }
    if type.hasPrefix("["), type.hasSuffix("]") {
      return isDictionary(type) ? "[:]" : "[]"
    }
    if type.hasPrefix("Array<") || type.hasPrefix("Set<") { return "[]" }
    if type.hasPrefix("Dictionary<") { return "[:]" }
    guard depth < 4, let needs = unitTypes[type] else { return nil }
    switch needs {
    case .nothing:
      return "\(type)()"
    case .memberwise(let properties):
      return call(type, properties, unitTypes: unitTypes, depth: depth)
    case .declared, .initializer, .object, .objectArguments:
      return nil
    }
  }

  /// `type` built from chosen values for `parameters` (`User(name: "", score: 0)`), each passed
  /// with its label (none for `_`); nil when one has no chosen value or has a wrapper.
  static func call(
    _ type: String, _ parameters: [RootConstruction.StoredProperty],
    unitTypes: [String: RootConstruction.Needs], depth: Int = 0
  ) -> String? {
    var arguments: [String] = []
    for parameter in parameters {
      guard parameter.wrapper == nil,
        let value = of(
          type: parameter.type, named: parameter.name, unitTypes: unitTypes, depth: depth + 1)
      else { return nil }
      arguments.append(parameter.passing(value))
    }
    return "\(type)(\(arguments.joined(separator: ", ")))"
  }

  /// The text a key given to parameter `name` shows: its name capitalized (`Title`), or `Text`
  /// for an unlabelled one.
  private static func title(for name: String) -> String {
    guard let first = name.first, first != "_" else { return "Text" }
    return first.uppercased() + name.dropFirst()
  }

  /// For a closure returning nothing (`() -> Void`, `(Int) -> Void`), one that does nothing
  /// (`{}`, `{ _ in }`), as a preview passes an action it does not exercise; nil for any other
  /// type, or a closure that must return a value.
  private static func doingNothing(_ type: String) -> String? {
    // An arrow as one character, so that every `<`, `>` left is a bracket.
    let written = Array(
      type.replacingOccurrences(of: "@escaping ", with: "").replacingOccurrences(
        of: "->", with: "→"))
    guard written.first == "(", let close = closingIndex(of: written),
      String(written[(close + 1)...]).trimmingCharacters(in: .whitespaces)
        .wholeMatch(of: #/→\s*(Void|\(\s*\))/#) != nil
    else { return nil }
    let parameters = written[1..<close]
    guard !parameters.allSatisfy(\.isWhitespace) else { return "{}" }
    let count =
      parameters.enumerated().filter { offset, character in
        character == "," && depth(of: parameters.prefix(offset)) == 0
      }.count + 1
    return "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
  }

  /// The index of the bracket closing the one `characters` starts with.
  private static func closingIndex(of characters: [Character]) -> Int? {
    characters.indices.first { depth(of: characters[...$0]) == 0 }
  }

  /// How many brackets `characters` leaves open.
  private static func depth(of characters: ArraySlice<Character>) -> Int {
    characters.reduce(0) { depth, character in
      switch character {
      case "(", "[", "<": depth + 1
      case ")", "]", ">": depth - 1
      default: depth
      }
    }
  }

  /// `[String: Int]`: a colon outside any nested brackets.
  private static func isDictionary(_ type: String) -> Bool {
    var depth = 0
    for character in type.dropFirst().dropLast() {
      switch character {
      case "[", "<", "(": depth += 1
      case "]", ">", ")": depth -= 1
      case ":" where depth == 0: return true
      default: break
      }
    }
    return false
  }
}
