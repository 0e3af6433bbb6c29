import Foundation

/// `--suggest`: for a program whose run reproduces a log the note shows after it, the scenario
/// that does the actions and the expected-output block of what the run prints, written right
/// after the program so that the next build checks it. The varying numbers the log matched
/// become placeholders; the log itself stays as written.
enum LogSuggestion {
  /// The blocks to write after `program`; nil when it already has a scenario or an expected
  /// output (the note checks it already).
  static func text(after program: SwiftExample, _ reproduction: LogReproduction) -> String? {
    guard program.scenarioBlock == nil, program.outputBlock == nil else { return nil }
    let lines = { (console: [String]) in
      console.map { VaryingNumbers.placeholders($0, for: reproduction.varied) }
    }
    var text = ""
    if !reproduction.actions.isEmpty {
      text +=
        "```scenario\n" + reproduction.actions.map { $0.scenarioLine + "\n" }.joined()
        + "```\n\n"
    }
    var output = lines(reproduction.steps[0])
    if !reproduction.actions.isEmpty {
      for (action, console) in zip(reproduction.actions, reproduction.steps.dropFirst()) {
        output += ["-- " + action.scenarioLine] + lines(console)
      }
    }
    text += "```output\n" + output.map { $0 + "\n" }.joined() + "```\n"
    return text
  }

  /// `text` with each insertion's blocks after the block that ends on its line, a blank line
  /// before them, indented as that block's fence is (inside a list or quote) and ended as the
  /// file's lines are.
  static func insert(_ insertions: [(afterLine: Int, text: String)], into text: String) -> String {
    var lines = Blesser.splitKeepingTerminators(text)
    for insertion in insertions.sorted(by: { $0.afterLine > $1.afterLine }) {
      let index = insertion.afterLine - 1
      guard lines.indices.contains(index) else { continue }
      let closing = lines[index]
      let prefix = Blesser.continuationPrefix(of: closing)
      let terminator = closing.hasSuffix("\r\n") ? "\r\n" : "\n"
      if !closing.hasSuffix("\n") { lines[index] += terminator }
      let added = ("\n" + insertion.text).blockLines.map {
        ($0.isEmpty ? String(prefix.trimmingTrailingWhitespace) : prefix + $0) + terminator
      }
      lines.insert(contentsOf: added, at: index + 1)
    }
    return lines.joined()
  }
}
