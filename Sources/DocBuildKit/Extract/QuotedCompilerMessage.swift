/// A compiler's message pasted into a Swift fence (`error: cannot find 'x' in scope`,
/// `View.swift:12:5: error: …`, or Xcode's `Cannot convert value 'a' of type 'String' …` with
/// its fix-it `Insert '$'`): what the note's code made swiftc say, not code to compile.
enum QuotedCompilerMessage {
  /// Whether every non-blank line reads as a compiler message, one at least naming its
  /// severity or quoting a name the way swiftc does.
  static func matches(_ lines: [Substring]) -> Bool {
    let nonBlank = lines.map { $0.trimmingTrailingWhitespace.drop { $0 == " " || $0 == "\t" } }
      .filter { !$0.isEmpty }
    return !nonBlank.isEmpty && nonBlank.allSatisfy(isMessageLine)
  }

  private static func isMessageLine(_ line: Substring) -> Bool {
    line.wholeMatch(of: located) != nil || line.wholeMatch(of: severity) != nil
      || line.wholeMatch(of: quoting) != nil
  }

  // `ContentView.swift:12:5: error: …`
  nonisolated(unsafe) private static let located = #/[\w./-]+\.swift:\d+(?::\d+)?: .*/#
  // `error: …`, `warning: …`, `note: …`
  nonisolated(unsafe) private static let severity = #/(?:error|warning|note|Error|Warning): .+/#
  // `Cannot convert value 'textValue' of type …`, `Insert '$'`: a capitalised sentence quoting
  // a name in single quotes, which Swift code never has outside strings and comments.
  nonisolated(unsafe) private static let quoting =
    #/\p{Lu}\p{Ll}+(?: [^\s"(){}'=]+)* '[^'\s]+'[^"{}=]*/#
}
