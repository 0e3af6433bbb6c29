/// Why a log no run reproduced could never be reproduced by docbuild, when the log shows it: a
/// reader then learns the log is not wrong, only out of docbuild's reach. (Heap addresses are
/// no such reason: they are matched as numbers that vary between runs, `VaryingNumbers`.)
enum LogHint: Hashable, Sendable {
  /// `Prints as following:`: the author's words inside the fence, not what the program prints.
  case prose(String)
  /// The log has `lines` lines, and no sequence of actions the search tried printed more than
  /// `printed`: it needs more actions than the search tries.
  case longerThanSearch(lines: Int, printed: Int)

  /// The hint `log` shows, or, when none, whether it is longer than any run the search made
  /// (`printed`: the most lines one of its sequences printed).
  static func of(_ log: [String], printed: Int) -> LogHint? {
    if let sentence = log.first(where: isSentence) {
      return .prose(sentence.trimmingCharacters(in: .whitespaces))
    }
    // (A program that printed nothing at all is not short of actions.)
    return printed > 0 && log.count > printed
      ? .longerThanSearch(lines: log.count, printed: printed) : nil
  }

  /// A line of three words or more ending in a colon: words introducing output.
  private static func isSentence(_ line: String) -> Bool {
    let text = line.trimmingCharacters(in: .whitespaces)
    return text.hasSuffix(":") && PlainText.longestRunOfWords(in: String(text.dropLast())) >= 3
  }
}
