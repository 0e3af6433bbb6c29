import EngineInterface

/// Gives each console log of a page its verdict: a log belongs to the nearest Swift block before
/// it that is not itself a log, and is checked against that block's run (`LogMatcher`). A log
/// the run contradicts is a warning at its first line (the note may describe another SwiftUI
/// version); with `--strict-logs`, an error.
struct LogCheck {
  let path: String
  let strict: Bool
  var limits = LogMatcher.Limits()

  /// A log's verdict, the index of the program it follows and the diagnostics.
  struct Checked {
    var verdict: LogVerdict
    var program: Int
    var diagnostics: [Diagnostic] = []
  }

  /// The verdict of each log among `examples` (by index).
  func verdicts(
    _ examples: [(example: SwiftExample, entry: Notebook.Entry, outcome: ExampleOutcome)]
  ) -> [Int: Checked] {
    var verdicts: [Int: Checked] = [:]
    var last: Int?
    for (index, item) in examples.enumerated() {
      guard item.entry.category == .consoleLog else {
        last = index
        continue
      }
      guard let last else { continue }
      let program = examples[last].outcome
      let lines = item.entry.hiddenLines.compiledLines.map(\.text).filter {
        !$0.trimmingTrailingWhitespace.isEmpty
      }
      switch ConsoleLogDetector.kind(of: lines.map { Substring($0) }) {
      case .debuggerTranscript:
        verdicts[index] = Checked(verdict: .debuggerTranscript, program: last)
      case .crashLog: verdicts[index] = Checked(verdict: .crashLog, program: last)
      case .programOutput:
        guard case .ran(let report, _) = program else {
          verdicts[index] = Checked(verdict: .programNotRun, program: last)
          continue
        }
        let verdict = LogMatcher.verdict(
          log: lines, exploration: Self.exploration(of: report), limits: limits)
        verdicts[index] = Checked(
          verdict: verdict, program: last,
          diagnostics: diagnostics(verdict, log: item.example.codeBlock))
      }
    }
    return verdicts
  }

  /// What the search walks: the run's exploration, or, for a run not explored, its first render.
  private static func exploration(of report: RunReport) -> ExplorationReport {
    report.exploration
      ?? ExplorationReport(
        states: [""], console: report.steps.first?.console ?? [], bodies: [], edges: [],
        complete: true)
  }

  private func diagnostics(_ verdict: LogVerdict, log: CodeBlock) -> [Diagnostic] {
    guard case .contradicted(let closest, let diff, let search) = verdict else { return [] }
    let line = log.firstCodeLine
    let message =
      "no sequence of up to \(search.maximumActions) actions reproduces this log"
    let notes =
      ["the closest run (after \(LogVerdict.describe(closest))) differs here:"] + diff
    let range = SourceRange(lines: line, line)
    return [
      strict
        ? .error("log.not-reproduced", message, path: path, range: range, notes: notes)
        : .warning("log.not-reproduced", message, path: path, range: range, notes: notes)
    ]
  }
}
