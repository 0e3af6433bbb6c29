/// `NavigationLink(destination: Detail())` without the view a link shows: swiftc says only
/// "missing argument for parameter #1 in call", as if a value were left out.
enum LabellessLink {
  /// What is wrong, in docbuild's words, when `error` is about such a link in the compiled
  /// file (`lines`); nil otherwise.
  static func message(for error: CompilerMessage, lines: [Substring]) -> String? {
    guard error.text.hasPrefix("missing argument for parameter #1 in call") else { return nil }
    guard error.line >= 1, error.line <= lines.count else { return nil }
    // swiftc points at the call's closing parenthesis: its first line is at most a few above.
    let call = lines[max(0, error.line - 4)..<error.line].joined(separator: "\n")
    guard let start = call.range(of: "NavigationLink(", options: .backwards),
      call[start.upperBound...].hasPrefix("destination:")
    else { return nil }
    return text
  }

  static let text =
    "`NavigationLink(destination:)` has no label: a link needs the view it shows, as a trailing closure (`{ Text(\"Next\") }`) or a title before `destination:`"
}
