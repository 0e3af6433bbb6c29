/// The user actions a scenario block lists, one per line, run after the first render:
///
/// ````markdown
/// ```scenario
/// // comments and blank lines are ignored
/// tap "刷新"
/// tap "+1" in CountViewObserved
/// toggle "알림"
/// type "abc" into "Username"
/// open "@StateObject"
/// back
/// dismiss
/// ```
/// ````
///
/// Labels and text are double-quoted, with `\"` and `\\` escapes; `in ViewName` picks the control
/// inside the named view when labels repeat.
public struct Scenario: Hashable, Sendable {
  public var steps: [ScenarioStep]

  public init(steps: [ScenarioStep]) {
    self.steps = steps
  }

  /// Parses a scenario block; a bad line is an error at its exact position and is skipped.
  public static func parse(_ codeBlock: CodeBlock, path: String) -> (Scenario, [Diagnostic]) {
    var steps: [ScenarioStep] = []
    var diagnostics: [Diagnostic] = []
    let columnBase = codeBlock.range.start.column
    for (index, line) in codeBlock.code.blockLines.enumerated() {
      let noteLine = codeBlock.firstCodeLine + index
      switch ScenarioStep.parse(line) {
      case .success(let action?):
        steps.append(ScenarioStep(action: action, line: noteLine))
      case .success(nil):
        continue
      case .failure(let failure):
        diagnostics.append(
          .error(
            "scenario.syntax", failure.message, path: path,
            range: SourceRange(
              start: SourcePosition(line: noteLine, column: columnBase + failure.offset),
              end: SourcePosition(line: noteLine, column: columnBase + failure.offset))))
      }
    }
    return (Scenario(steps: steps), diagnostics)
  }
}
