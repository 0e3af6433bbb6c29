/// Why a log no run reproduced could never be reproduced by docbuild, when the log shows it: a
/// reader then learns the log is not wrong, only out of docbuild's reach. (Heap addresses are
/// no such reason: they are matched as numbers that vary between runs, `VaryingNumbers`.)
enum LogHint: Hashable, Sendable {
  /// `Prints as following:`: the author's words inside the fence, not what the program prints.
  case prose(String)
  /// The log has `lines` lines, and no run the search made printed more than `printed`: it needs
  /// a longer run than the search makes.
  case longerThanSearch(lines: Int, printed: Int)

  /// The hints `log` shows, and whether it is longer than any run the search made (`printed`:
  /// the most lines one of its sequences printed).
  static func of(_ log: [String], printed: Int) -> [LogHint] {
    var hints: [LogHint] = []
    if let sentence = log.first(where: isSentence) {
      hints.append(.prose(sentence.trimmingCharacters(in: .whitespaces)))
    }
    // (A program that printed nothing at all is not short of actions.)
    if printed > 0, log.count > printed {
      hints.append(.longerThanSearch(lines: log.count, printed: printed))
    }
    return hints
  }

  /// Three words or more, letters only, ending in a colon: words introducing output.
  private static func isSentence(_ line: String) -> Bool {
    let text = line.trimmingCharacters(in: .whitespaces)
    return text.wholeMatch(of: #/\p{L}+(?: \p{L}+){2,}\s*[:：]/#) != nil
  }
}
