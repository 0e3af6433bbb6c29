/// `Text(user?.name)`: a type made from arguments none of its initializers takes. swiftc says
/// only "no exact matches in call to initializer"; its notes name the types the note passed
/// (`got 'String?'`). A property wrapper (`@AppStorage`) is given its property's type. Said only
/// where SwiftUI refuses the call too: an optional given to a call, a type no storage wrapper
/// stores (else the engine may be what lacks the initializer).
enum NoMatchingInitializer {
  /// The cause, when `error` is such a call on its line of the compiled file (`lines`), with the
  /// types swiftc's `notes` on it say the note passed; nil otherwise.
  static func cause(of error: CompilerMessage, notes: [CompilerMessage], lines: [Substring])
    -> CompileErrorCause?
  {
    guard error.text.hasPrefix("no exact matches in call to initializer"),
      lines.indices.contains(error.line - 1), error.column >= 1
    else { return nil }
    let line = lines[error.line - 1]
    let from = line.index(
      line.startIndex, offsetBy: min(error.column - 1, line.count), limitedBy: line.endIndex)
    guard let from,
      let call = line[from...].prefixMatch(of: #/@?([A-Z][\p{L}\p{N}_.]*)\s*(?:<[^>]*>)?\(/#)
    else { return nil }
    var given: [String] = []
    for note in notes {
      for match in note.text.matches(of: #/\(got '([^']+)'\)/#)
      where !given.contains(String(match.1)) {
        given.append(String(match.1))
      }
    }
    // `@AppStorage("user") var user: User?`: a wrapper is given the property's type.
    let isWrapper =
      call.0.hasPrefix("@") || (from > line.startIndex && line[line.index(before: from)] == "@")
    let declared = lines[(error.line - 1)...].prefix(2).lazy.compactMap {
      $0.firstMatch(
        of:
          #/\bvar\s+[\p{L}_][\p{L}\p{N}_]*\s*:\s*([\p{L}_][\p{L}\p{N}_.<>\[\]: ]*?\??)\s*(?:=.*)?$/#
      )
    }.first
    if isWrapper, given.isEmpty, let declared { given = [String(declared.1)] }
    // `@Environment(\.key)` with a key swiftc cannot find: the key is what is missing (another
    // framework's, another platform's), not a form of the call.
    if given.contains(where: { $0.hasPrefix("KeyPath<Root,") }) { return nil }
    guard
      isWrapper
        ? given.allSatisfy({ !storable($0, in: lines) }) && !given.isEmpty
        : given.contains(where: { $0.hasSuffix("?") })
    else { return nil }
    return .noMatchingInitializer(
      type: (isWrapper ? "@" : "") + String(call.1), given: given)
  }

  /// Whether SwiftUI's storage wrappers store `type` (`Date?`), or it is an enumeration the
  /// code declares with a raw value they store: then the engine, not the note, lacks it.
  private static func storable(_ type: String, in lines: [Substring]) -> Bool {
    let base = type.hasSuffix("?") ? String(type.dropLast()) : type
    if UnstorableValue.storable.contains(base) { return true }
    return lines.contains {
      $0.firstMatch(of: #/\benum\s+(\w+)\s*:\s*(?:String|Int)\b/#).map { String($0.1) } == base
    }
  }
}
