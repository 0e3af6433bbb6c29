import EngineInterface

/// What the run of a note's program says about a log the note shows after it.
enum LogVerdict: Hashable, Sendable {
  /// The run printed the log after some actions (none: the first render).
  case reproduced(LogReproduction, search: LogSearchCost)
  /// No sequence of up to `search.maximumActions` actions printed the log; the closest run, after
  /// `closest`, differs from it as `diff` says (` same`, `-log only`, `+run only`); `hints`: why
  /// no run could, when the log shows it.
  case contradicted(
    closest: [ExploredAction], diff: [String], search: LogSearchCost, hints: [LogHint])
  /// `(lldb) p x`, `po x`: what a debugger printed, which no run prints.
  case debuggerTranscript
  /// `Fatal error: …`, a crash report: not output to compare.
  case crashLog
  /// The program the log follows did not run, so there is nothing to compare with.
  case programNotRun

  /// The verdict as `--explain` says it, in English.
  var explanation: String {
    switch self {
    case .reproduced(let reproduction, _):
      "log reproduced after: " + LogVerdict.describe(reproduction.actions)
    case .contradicted: "log not reproduced"
    case .debuggerTranscript: "debugger transcript"
    case .crashLog: "crash log"
    case .programNotRun: "log not checked: its program did not run"
    }
  }

  var search: LogSearchCost? {
    switch self {
    case .reproduced(_, let search), .contradicted(_, _, let search, _): search
    case .debuggerTranscript, .crashLog, .programNotRun: nil
    }
  }

  /// `tap "刷新", tap "+1"`; `first render` for none.
  static func describe(_ actions: [ExploredAction]) -> String {
    actions.isEmpty ? "first render" : actions.map(\.scenarioLine).joined(separator: ", ")
  }
}

/// The actions after which a run printed a log, with what it printed.
struct LogReproduction: Hashable, Sendable {
  var actions: [ExploredAction]
  /// What the first render, then each action, printed.
  var steps: [[String]]
  /// The run's lines the log's lines matched.
  var matched: [String]
  /// The run's numbers that the log shows as other numbers: they vary between runs.
  var varied: Set<String>
}

/// How much searching a log's verdict took: reported per log in `--report`.
struct LogSearchCost: Hashable, Sendable, Codable {
  /// Action sequences whose output was compared with the log.
  var sequences: Int
  /// The longest sequence the search would try.
  var maximumActions: Int
  /// Whether every sequence up to that length was tried (false: the sequence budget ran out, or
  /// the exploration itself stopped early).
  var exhaustive: Bool
}
