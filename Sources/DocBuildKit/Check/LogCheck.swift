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

  /// The verdict of each log among `examples`, by the line of its fence: the Swift blocks that
  /// are logs, and the logs fenced as text after a block (right after it, or introduced by prose).
  func verdicts(
    _ examples: [(example: SwiftExample, entry: Notebook.Entry, outcome: ExampleOutcome)]
  ) -> [Int: Checked] {
    var verdicts: [Int: Checked] = [:]
    var last: Int?
    for (index, item) in examples.enumerated() {
      // A log that prose introduces after a log fenced as Swift belongs to the latter's program.
      let program = item.entry.category == .consoleLog ? last : index
      for block in item.example.logBlocks {
        guard let program else { continue }
        let lines = block.code.blockLines.map(String.init)
        verdicts[block.range.start.line] = check(
          lines, block, after: program, examples[program].outcome)
      }
      guard item.entry.category == .consoleLog else {
        last = index
        continue
      }
      guard let last else { continue }
      let lines = item.entry.hiddenLines.compiledLines.map(\.text)
      verdicts[item.example.codeBlock.range.start.line] = check(
        lines, item.example.codeBlock, after: last, examples[last].outcome)
    }
    return verdicts
  }

  /// The verdict of the log `lines` in `block`, which follows the block at index `program`.
  private func check(
    _ lines: [String], _ block: CodeBlock, after program: Int, _ outcome: ExampleOutcome
  )
    -> Checked
  {
    let lines = lines.filter { !$0.trimmingTrailingWhitespace.isEmpty }
    switch ConsoleLogDetector.kind(of: lines.map { Substring($0) }) {
    case .debuggerTranscript: return Checked(verdict: .debuggerTranscript, program: program)
    case .crashLog: return Checked(verdict: .crashLog, program: program)
    case .programOutput:
      guard case .ran(let report, _) = outcome else {
        return Checked(verdict: .programNotRun, program: program)
      }
      let verdict = LogMatcher.verdict(
        log: lines, exploration: Self.exploration(of: report), limits: limits)
      return Checked(
        verdict: verdict, program: program, diagnostics: diagnostics(verdict, log: block))
    }
  }

  /// What the search walks: the run's exploration, or, for a run not explored, its first render.
  static func exploration(of report: RunReport) -> ExplorationReport {
    report.exploration
      ?? ExplorationReport(
        states: [""], console: report.steps.first?.console ?? [], bodies: [], edges: [],
        complete: true)
  }

  private func diagnostics(_ verdict: LogVerdict, log: CodeBlock) -> [Diagnostic] {
    guard case .contradicted(let closest, let diff, let search, let hints) = verdict else {
      return []
    }
    let line = log.firstCodeLine
    let message =
      "no sequence of up to \(search.maximumActions) actions reproduces this log"
      + hints.map { " " + $0.text(in: .en) }.joined()
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
