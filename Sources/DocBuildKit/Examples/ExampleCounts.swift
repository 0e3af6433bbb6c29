import Foundation

/// How many examples ran, were compiled only, were not run (by kind) or failed.
public struct ExampleCounts: Sendable, Equatable {
  /// The build was told not to run examples.
  public var disabled = false
  public var run = 0
  public var compiledOnly = 0
  /// Blocks with nothing to run of their own whose declarations ran in a later example.
  public var ranInAnotherExample = 0
  public var failed = 0
  /// Failed blocks, by what failed (compile error, run error, output mismatch…).
  public var failedBy: [String: Int] = [:]
  public var ignored = 0
  /// Blocks not run, by what they are (API listing, console log, fragment…).
  public var notRun: [String: Int] = [:]
  /// Said once when examples ran with no sandbox on purpose (`--sandbox=off`); falling back
  /// without one is a warning instead (`sandbox.fallback`).
  public var sandboxNotice: String?
  /// Distinct compilations done in this build (those of the pages' assembly rounds and the
  /// probes for what else the engine lacks included), and those answered from the cache.
  public var compiled = 0
  public var cached = 0
  /// Examples whose preview is explorable and the states explored in all; the seconds the
  /// distinct explorations took when they ran (cached ones included: an example shared by three
  /// languages is explored once).
  public var explored = 0
  public var exploredStates = 0
  public var exploreSeconds = 0.0
  /// The example whose exploration took longest (`en/01-state.md:12`), and its seconds.
  public var slowestExploration: String?
  public var slowestExploreSeconds = 0.0

  /// `place`: the block's `note:line`; `ranInAnotherExample`: a block compiled with nothing to
  /// run whose declarations an example that ran used.
  mutating func count(
    _ outcome: ExampleOutcome, problems: [Diagnostic], at place: String = "",
    ranInAnotherExample: Bool = false
  ) {
    if case .ran(let report, _) = outcome, let exploration = report.exploration,
      exploration.isExplorable
    {
      explored += 1
      exploredStates += exploration.states.count
      let seconds = exploration.seconds ?? 0
      if slowestExploration == nil || seconds > slowestExploreSeconds {
        (slowestExploration, slowestExploreSeconds) = (place, seconds)
      }
    }
    switch outcome {
    case .ignored: ignored += 1
    case .notRun(let reason): notRun[reason.kind, default: 0] += 1
    case .compiledOnly where ranInAnotherExample: self.ranInAnotherExample += 1
    case .compiledOnly: compiledOnly += 1
    case .ran(_, let matched) where matched != false: run += 1
    case .ran, .failed:
      failed += 1
      failedBy[ExampleReport.failureKind(problems), default: 0] += 1
    }
  }

  /// `Examples: 40 run, 2 ran in another block's example, 8 compiled only, 3 not run (2 API listing, 1 console log), 1 failed (1 compile error), 1 ignored; 12 compiled, 40 cached`
  /// (the second part only when there are such blocks)
  public var line: String {
    if disabled { return "Examples: not run (--no-run)" }
    let notRunTotal = notRun.values.reduce(0, +)
    let shared =
      ranInAnotherExample > 0 ? ", \(ranInAnotherExample) ran in another block's example" : ""
    return "Examples: \(run) run\(shared), \(compiledOnly) compiled only, \(notRunTotal) not run"
      + Self.byKind(notRun) + ", \(failed) failed" + Self.byKind(failedBy)
      + ", \(ignored) ignored; \(compiled) compiled, \(cached) from cache"
  }

  /// `Explored 40 previews: 312 states, 2.10 s of exploring (longest en/01-state.md:12, 0.20 s)`;
  /// `--report` has each example's.
  public var exploredLine: String {
    "Explored \(explored) preview\(explored == 1 ? "" : "s"): \(exploredStates) states, "
      + String(format: "%.2f", exploreSeconds) + " s of exploring (longest "
      + (slowestExploration ?? "") + ", " + String(format: "%.2f", slowestExploreSeconds) + " s)"
  }

  /// ` (2 API listing, 1 console log)`, or nothing when there are none.
  private static func byKind(_ counts: [String: Int]) -> String {
    guard !counts.isEmpty else { return "" }
    return " ("
      + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
      + ")"
  }
}
