/// The content `--bless` writes into an expected-output block: the actual output, in the block's
/// own shape. Headers (one per step) and `bodies:` lines are written when the block already uses them;
/// screen checks are written where the author wrote them, with what the screen really shows; expected
/// lines that still match are kept as written, so placeholders and `...` survive.
public enum BlessedOutput {
  public static func text(for actual: RunOutput, replacing expected: ExpectedOutput?) -> String {
    let statesBodies = expected?.statesBodies ?? false
    guard let expected, expected.hasHeaders || statesBodies else {
      let checks = screenLines(expected?.parts.first, on: actual.steps.last?.screen)
      let lines = keptLines(
        expected?.parts.first, actual: actual.steps.flatMap(\.console),
        unordered: expected?.isUnordered ?? false)
      return (checks + lines).map { $0 + "\n" }.joined()
    }
    var lines: [String] = []
    // Parts pair with steps in order, so a step written twice (`tap "+1"` twice) finds its own part.
    var remaining = expected.parts.dropFirst()[...]
    for (index, step) in actual.steps.enumerated() {
      let part: ExpectedOutput.Part?
      if index == 0 {
        part = expected.parts.first
        if part?.headerLine != nil { lines.append("-- first render") }
      } else {
        lines.append("-- " + (step.step ?? "first render"))
        if let found = remaining.firstIndex(where: { $0.step == step.step }) {
          part = remaining[found]
          remaining = remaining[(found + 1)...]
        } else {
          part = nil
        }
      }
      // Bodies are written where the author checks them, and for steps the block did not have yet.
      if statesBodies && (part == nil || part?.bodies != nil) {
        lines.append(
          "bodies: " + (step.bodies.isEmpty ? "none" : step.bodies.sorted().joined(separator: ", "))
        )
      }
      lines += screenLines(part, on: step.screen)
      lines += keptLines(part, actual: step.console, unordered: expected.isUnordered)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func screenLines(_ part: ExpectedOutput.Part?, on screen: Screen?) -> [String] {
    guard let part, let screen else { return [] }
    return part.screenChecks.map { $0.actual(on: screen).line }
  }

  private static func keptLines(_ part: ExpectedOutput.Part?, actual: [String], unordered: Bool)
    -> [String]
  {
    guard let part else { return actual.map(LinePattern.literal) }
    return LineAlignment(expected: part.lines, actual: actual, unordered: unordered).operations
      .compactMap {
        switch $0 {
        case .same(let expected, _): expected.text
        case .ellipsis(let expected, _): expected.text
        case .removed: nil
        case .added(let line): LinePattern.literal(line)
        }
      }
  }
}
