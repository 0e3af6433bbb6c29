import EngineInterface

/// An expected-output block after a program without a scenario, as a tutorial shows the console:
/// what the program printed once the reader did something. The first render is checked as
/// always; when it does not print the block, the block is searched for like a log the note shows
/// (`LogMatcher`), and a sequence of one or more actions that prints it satisfies it. The first
/// render keeps its exact check (placeholders, `...`), so the search never loosens it.
enum ScenariolessOutput {
  /// The log verdict of `example`'s output block when a sequence of actions reproduces it, which
  /// makes the example pass; nil when the example has a scenario, its block states more than
  /// console lines, it matched already, or no sequence with actions prints it.
  static func reproduction(
    of example: SwiftExample, outcome: ExampleOutcome, limits: LogMatcher.Limits = .init()
  ) -> LogVerdict? {
    guard example.scenarioBlock == nil, let expected = example.expectedOutput,
      case .ran(let report, expectedMatched: false) = outcome, let lines = consoleLines(expected)
    else { return nil }
    let verdict = LogMatcher.verdict(
      log: lines, exploration: LogCheck.exploration(of: report), limits: limits)
    guard case .reproduced(let reproduction, _) = verdict, !reproduction.actions.isEmpty else {
      return nil
    }
    return verdict
  }

  /// The block's lines when it holds only console lines written out (no step headers, bodies,
  /// screen checks, `...` or placeholders, not unordered).
  private static func consoleLines(_ expected: ExpectedOutput) -> [String]? {
    guard !expected.hasHeaders, !expected.isUnordered, let part = expected.parts.first,
      expected.parts.count == 1, part.bodies == nil, part.screenChecks.isEmpty, !part.lines.isEmpty
    else { return nil }
    let patterns = part.lines.map { LinePattern($0.text) }
    guard !patterns.contains(where: { $0.isEllipsis || $0.hasPlaceholders }) else { return nil }
    return patterns.map(\.text)
  }
}
