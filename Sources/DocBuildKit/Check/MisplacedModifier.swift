/// A `Shape` or `Image` method called after a modifier that returns a plain view:
/// `RoundedRectangle(…).frame(…).fill(.red)`, `Image(…).font(.title).resizable()`. SwiftUI
/// rejects it as the engine does (`frame` returns `some View`, which has no `fill`): the note's
/// mistake, not API the engine lacks.
struct MisplacedModifier: Hashable, Sendable {
  /// The method called (`fill`).
  var member: String
  /// The only kind of value that has it (`Shape`).
  var owner: String
  /// The modifier before it, whose result is a plain view (`frame`).
  var modifier: String

  /// What the page says, in English: docbuild's words, translated by `ProblemText`.
  var message: String {
    let article = owner.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    return
      "`\(member)` is \(article) `\(owner)` method: after `.\(modifier)` the value is a view, which has no `\(member)` in SwiftUI either"
  }

  /// The misplaced call a compiler message is about: "value of type 'some View' has no member
  /// 'fill'" at the `fill` of `source` (the compiled file, lines from 1), after a modifier only
  /// `View` declares. Nil for any other message.
  static func of(_ error: CompilerMessage, in source: String) -> MisplacedModifier? {
    guard
      let match = error.text.wholeMatch(
        of: #/value of type '(?:some View|ModifiedContent<.+>)' has no member '(\w+)'/#),
      let owner = owners[String(match.1)],
      let modifier = modifier(before: error, in: source)
    else { return nil }
    return MisplacedModifier(member: String(match.1), owner: owner, modifier: modifier)
  }

  /// Methods SwiftUI declares on `Shape` or `Image` and not on `View`.
  private static let owners: [String: String] = [
    "fill": "Shape", "stroke": "Shape", "strokeBorder": "Shape", "trim": "Shape",
    "inset": "Shape", "resizable": "Image", "renderingMode": "Image",
    "interpolation": "Image", "antialiased": "Image",
  ]

  /// `View` modifiers that `Shape` and `Image` do not declare again for themselves, so their
  /// result is a plain view in SwiftUI too (`offset` and `rotation` are not: `Shape` has its own).
  private static let viewOnlyModifiers: Set<String> = [
    "frame", "padding", "font", "foregroundColor", "foregroundStyle", "background", "overlay",
    "shadow", "border", "opacity", "cornerRadius", "clipShape", "clipped", "aspectRatio",
    "scaledToFit", "scaledToFill", "blur", "onTapGesture", "onAppear", "tint", "mask",
  ]

  /// The name of the call that ends just before the member at the message's position:
  /// `frame` of `.frame(width: 300)\n    .fill`.
  private static func modifier(before error: CompilerMessage, in source: String) -> String? {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard error.line >= 1, error.line <= lines.count else { return nil }
    // The text before the member, read backwards: its own name and dot, then `(…)`, then a name.
    let before =
      lines[0..<error.line - 1].joined(separator: "\n") + "\n"
      + lines[error.line - 1].prefix(max(0, error.column - 1))
    var rest = Substring(before).reversed().drop { $0.isLetter || $0.isNumber || $0 == "_" }
      .drop(while: \.isWhitespace)
    guard rest.first == "." else { return nil }
    rest = rest.dropFirst().drop(while: \.isWhitespace)
    // A trailing closure or an argument list: skip it, brackets balanced.
    guard let close = rest.first, close == ")" || close == "}" else { return nil }
    var depth = 0
    var index = rest.startIndex
    repeat {
      switch rest[index] {
      case ")", "}": depth += 1
      case "(", "{": depth -= 1
      default: break
      }
      index = rest.index(after: index)
    } while depth > 0 && index < rest.endIndex
    guard depth == 0 else { return nil }
    let name = String(
      rest[index...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
    let dot = rest[index...].dropFirst(name.count).first
    guard dot == ".", viewOnlyModifiers.contains(name) else { return nil }
    return name
  }
}
