/// Recognises console and debugger output pasted into a Swift fence, line by line.
enum ConsoleLogDetector {
  /// Whether the text reads as a log: a debugger prompt anywhere, or at least half of its
  /// non-blank lines shaped like log lines.
  static func isConsoleLog(_ lines: [Substring]) -> Bool {
    let nonBlank = lines.map {
      $0.trimmingTrailingWhitespace.drop(while: { $0 == " " || $0 == "\t" })
    }
    .filter { !$0.isEmpty }
    guard !nonBlank.isEmpty else { return false }
    if nonBlank.contains(where: { $0.hasPrefix("(lldb)") }) { return true }
    let logLike = nonBlank.filter(isLogLine).count
    return logLike * 2 >= nonBlank.count
  }

  static func isLogLine(_ line: Substring) -> Bool {
    let line = String(line)
    return logPatterns.contains { line.wholeMatch(of: $0) != nil }
  }

  // Each pattern is one shape of line that no Swift statement has.
  nonisolated(unsafe) private static let logPatterns: [Regex<Substring>] = [
    // `(lldb) p student`, `(Module.Type) $R0 = 0x…`
    #/\(\w[\w.]*\).*/#,
    // `$R0 = …`
    #/.*\$R\d+ = .*/#,
    // `2020-07-07 17:16:31.140496+0800 App[76800:4929521] …`
    #/\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}.*/#,
    // `[SwiftUI] …`
    #/\[[^\]]*\].*/#,
    // `type:Observed id:537 init`: key:value pairs, maybe followed by a word
    #/[\w.]+:[^\s:(){}"]+(?: [\w.]+:[^\s:(){}"]+)*(?: \w+)?/#,
    // `Student init`, `ContentView body`, `ParentView: body called`
    #/\w+:? (?:init|deinit|body|appear|appeared|disappear|disappeared|called|created|destroyed|changed)(?: .*)?/#,
  ]
}
