import Foundation

/// Shows how many examples are done: one line rewritten in place on a terminal; in a log
/// (CI), a plain line at each tenth, without control characters.
struct ProgressLine: Sendable {
  let isTerminal: Bool

  static func standardError() -> ProgressLine {
    ProgressLine(isTerminal: isatty(FileHandle.standardError.fileDescriptor) != 0)
  }

  var update: @Sendable (Int, Int, String) -> Void {
    let isTerminal = self.isTerminal
    return { done, total, note in
      if isTerminal {
        let end = done == total ? "\n" : ""
        FileHandle.standardError.write(
          Data("\r\u{1B}[2Kexamples \(done)/\(total)  \(note)\(end)".utf8))
      } else if done == total || done % max(1, total / 10) == 0 {
        FileHandle.standardError.write(Data("examples \(done)/\(total) (\(note))\n".utf8))
      }
    }
  }
}
