/// Recognises console and debugger output pasted into a Swift fence, line by line.
enum ConsoleLogDetector {
  /// Whether the text reads as a log: a debugger prompt anywhere, or at least half of its
  /// non-blank lines shaped like log lines. One `label: value` line alone is as often a caption
  /// or a setting as output: it takes two, or another log line.
  static func isConsoleLog(_ lines: [Substring]) -> Bool {
    let nonBlank = lines.map {
      $0.trimmingTrailingWhitespace.drop(while: { $0 == " " || $0 == "\t" })
    }
    .filter { !$0.isEmpty }
    guard !nonBlank.isEmpty else { return false }
    if nonBlank.contains(where: { $0.hasPrefix("(lldb)") }) { return true }
    let shaped = nonBlank.filter(isLogLine).count
    let labelled = nonBlank.filter { isLabelledValue(String($0)) }.count
    return (shaped + labelled) * 2 >= nonBlank.count && (shaped > 0 || labelled >= 2)
  }

  /// What wrote a log: a debugger prompt or `$R0 = …` make it a debugger transcript, a fatal
  /// error or crash report a crash log; anything else is what the program printed.
  static func kind(of lines: [Substring]) -> ConsoleLogKind {
    let trimmed = lines.map { $0.drop(while: { $0 == " " || $0 == "\t" }) }
    if trimmed.contains(where: { line in
      line.hasPrefix("(lldb)") || line.hasPrefix("po ") || line.contains(#/^\$R\d+ = /#)
        || line.wholeMatch(of: debuggerValue) != nil
    }) {
      return .debuggerTranscript
    }
    if trimmed.contains(where: { line in
      crashMarkers.contains { line.contains($0) }
    }) {
      return .crashLog
    }
    return .programOutput
  }

  // `(Module.Type) $R0 = 0x…`
  nonisolated(unsafe) private static let debuggerValue = #/\(\w[\w.<>, ]*\) \$R\d+ = .*/#
  private static let crashMarkers = [
    "Fatal error:", "EXC_BAD_ACCESS", "Thread 1: signal",
    "Terminating app due to uncaught exception",
    "libc++abi: terminating",
  ]

  /// Whether a block fenced as something other than Swift is a console log: a fence without a
  /// language or one naming plain text or a console, whose lines read as a log.
  static func isLogBlock(_ block: CodeBlock) -> Bool {
    guard isPlainFence(block) else { return false }
    return isConsoleLog(block.code.blockLines)
  }

  /// A fence without a language, or naming plain text, a console or a shell: notes paste what a
  /// program printed under any of them. A shell fence holding commands is a shell session.
  private static func isPlainFence(_ block: CodeBlock) -> Bool {
    guard block.isFenced else { return false }
    let language = block.language?.lowercased() ?? ""
    if plainLanguages.contains(language) { return true }
    guard shellLanguages.contains(language) else { return false }
    return !block.code.blockLines.contains(where: readsAsShellCommand)
  }

  /// `$ swift run`, `swift build`, `cd Sources`: a line someone types into a shell.
  private static func readsAsShellCommand(_ line: Substring) -> Bool {
    let line = line.drop(while: { $0 == " " || $0 == "\t" })
    if line.hasPrefix("$ ") || line.hasPrefix("% ") || line.hasPrefix("# ") { return true }
    let first = line.prefix { !$0.isWhitespace }
    return shellCommands.contains(String(first)) && line.dropFirst(first.count).first == " "
  }

  private static let shellCommands: Set<String> = [
    "swift", "swiftc", "xcrun", "xcodebuild", "git", "cd", "ls", "brew", "pod", "carthage", "npm",
    "sudo", "echo", "export", "cat", "mkdir", "curl", "open", "defaults", "simctl",
  ]

  /// Whether a block that prose introduces as output is one: a plain fence whose lines read as a
  /// log, or at least do not read as Swift (`Count: 1` is output when the note says so).
  static func isAnnouncedLogBlock(_ block: CodeBlock) -> Bool {
    guard isPlainFence(block) else { return false }
    let lines = block.code.blockLines
    // A fence inside is markdown shown as an example, never what a program printed.
    guard lines.contains(where: { !$0.trimmingTrailingWhitespace.isEmpty }),
      !lines.contains(where: { $0.drop(while: { $0 == " " }).hasPrefix("```") })
    else { return false }
    return isConsoleLog(lines) || !lines.contains(where: readsAsSwift)
  }

  /// A line only code has: a declaration, an opening or closing brace, a call of `print`.
  private static func readsAsSwift(_ line: Substring) -> Bool {
    let line = line.trimmingTrailingWhitespace.drop(while: { $0 == " " || $0 == "\t" })
    if line.hasSuffix("{") || line.hasPrefix("}") || line.hasPrefix("@") || line.hasPrefix("//")
      || line.contains("print(")
    {
      return true
    }
    let first = line.prefix { $0.isLetter }
    return swiftStarts.contains(String(first)) && line.dropFirst(first.count).first == " "
  }

  private static let swiftStarts: Set<String> = [
    "let", "var", "func", "struct", "class", "enum", "import", "return", "guard", "extension",
    "protocol", "private", "public", "static", "case",
  ]

  private static let plainLanguages: Set<String> = [
    "", "text", "txt", "plaintext", "plain", "console", "log", "logs",
  ]
  private static let shellLanguages: Set<String> = ["bash", "sh", "shell", "zsh", "terminal"]

  static func isLogLine(_ line: Substring) -> Bool {
    let line = String(line)
    guard !startsAsSwift(line) else { return false }
    return logPatterns.contains { line.wholeMatch(of: $0) != nil }
  }

  /// `case .idle: return 0`, `default: break`: Swift, whatever shape follows.
  private static func startsAsSwift(_ line: String) -> Bool {
    let first = String(line.prefix { $0.isLetter })
    guard swiftStarts.contains(first) || statementStarts.contains(first) else { return false }
    return line.dropFirst(first.count).first.map { $0 == " " || $0 == ":" || $0 == "." } ?? true
  }

  private static let statementStarts: Set<String> = [
    "default", "if", "else", "for", "while", "switch", "self", "try", "await",
  ]

  /// `count: 1`, `Selected name: Kim`, `姓名: 张三`: a label of up to four words and a short
  /// value, as `print("count: \(count)")` writes it. A call's argument line ends with a comma or
  /// a bracket, and a parameter described in prose has a longer value.
  private static func isLabelledValue(_ line: String) -> Bool {
    guard !isLogLine(Substring(line)), !startsAsSwift(line),
      let match = line.wholeMatch(of: labelledValue)
    else { return false }
    let width = match.1.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : 1) }
    return width <= 16
  }

  nonisolated(unsafe) private static let labelledValue =
    #/[\p{L}_][\p{L}\p{N}_.]*(?: [\p{L}\p{N}_.]+){0,3}: ([^\s{}=;,]+(?: [^\s{}=;,]+){0,2})/#

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
    // `type:Observed id:537 init`, `onChange2 old:3 new:4`: key:value pairs, maybe around a word
    #/(?:[\w.]+ )?[\w.]+:[^\s:(){}"]+(?: [\w.]+:[^\s:(){}"]+)*(?: \w+)?/#,
    // `focus: none -> user`, `0 → 1`: a value changing, no brackets (a function type has them)
    #/(?:[\p{L}\p{N}_.]+:? )*[\p{L}\p{N}_."']+ ?(?:->|→|=>) ?[\p{L}\p{N}_."']+/#,
    // `ContentView: @self, @identity, _count changed.`: SwiftUI's `Self._printChanges()`
    #/[\p{L}\p{N}_<>.]+: (?:@?[\p{L}\p{N}_]+)(?:, @?[\p{L}\p{N}_]+)* changed\./#,
    // `17:16:31.140`, `10:42:07 tapped`: a clock time first
    #/\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?(?: .*)?/#,
    // `▿ ContentView`, `\- name : ""`, `- count: 0`: a tree `dump(_:)` prints
    #/(?:▿|▹|\\?- [\p{L}_][\p{L}\p{N}_.]* ?:) .*/#,
    // `140732783334216`, `0x600003c26a80`: an address printed
    #/\d{9,}|0x[0-9a-fA-F]{8,}/#,
    // `2 State<String> State<String>(…)`: a numbered line of output naming a generic type
    #/\d+ \p{Lu}[\w.]*<[^>]*> .*/#,
    // `Student init`, `ContentView body`, `ParentView: body called`
    #/\w+:? (?:init|deinit|body|appear|appeared|disappear|disappeared|called|created|destroyed|changed)(?: .*)?/#,
  ]
}

/// Who wrote a console log a note shows.
enum ConsoleLogKind: Hashable, Sendable {
  case programOutput
  case debuggerTranscript
  case crashLog
}
