/// Checks a run against an expected-output block. A mismatch is one error at the block, on the first
/// expected line that does not match where possible, with a unified-style diff as its notes:
///
/// ```
/// --- expected
/// +++ actual
///  -- tap "刷新"
/// -type:Observed id:{int} deinit
/// +type:Observed id:873 init
/// ```
public enum OutputMatcher {
  /// The diagnostics of comparing `actual` with `expected` (empty when they match).
  public static func check(
    _ expected: ExpectedOutput, against actual: RunOutput, path: String
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var diff: [String] = []
    var firstMismatchLine: Int?

    let pairs: [(part: ExpectedOutput.Part, steps: [RunOutput.Step])]
    if expected.hasHeaders {
      let paired = pairParts(expected, actual)
      for header in paired.unknownHeaders {
        diagnostics.append(
          .error(
            "output.unknown-step", "no step `\(header.step ?? "")` in the scenario (in this order)",
            path: path,
            range: header.headerLine.map { SourceRange(lines: $0, $0) }))
      }
      pairs = paired.pairs
    } else {
      pairs = [(expected.parts[0], actual.steps)]
    }

    for (part, steps) in pairs {
      if expected.hasHeaders {
        diff.append(" -- " + (part.step ?? "first render"))
      }
      if let bodies = part.bodies {
        let ran = steps.reduce(into: Set<String>()) { $0.formUnion($1.bodies) }
        if ran == bodies {
          diff.append(" " + bodiesLine(ran))
        } else {
          diff += ["-" + bodiesLine(bodies), "+" + bodiesLine(ran)]
          firstMismatchLine = firstMismatchLine ?? part.bodiesLine
        }
      }
      if let screen = steps.last?.screen {
        for check in part.screenChecks {
          if let ambiguity = check.ambiguity(on: screen) {
            diagnostics.append(
              .error(
                "output.ambiguous-control", ambiguity, path: path,
                range: SourceRange(lines: check.noteLine, check.noteLine)))
            diff.append(" " + check.line)
          } else if check.holds(on: screen) {
            diff.append(" " + check.line)
          } else {
            diff += ["-" + check.line, "+" + check.actual(on: screen).line]
            firstMismatchLine = firstMismatchLine ?? check.noteLine
          }
        }
      }
      let alignment = LineAlignment(
        expected: part.lines, actual: steps.flatMap(\.console), unordered: expected.isUnordered)
      for (index, operation) in alignment.operations.enumerated() {
        switch operation {
        case .same(_, let actual):
          diff.append(" " + actual)
        case .ellipsis:
          diff.append(" ...")
        case .removed(let line):
          diff.append("-" + line.text)
          firstMismatchLine = firstMismatchLine ?? line.noteLine
        case .added(let line):
          diff.append("+" + line)
          firstMismatchLine =
            firstMismatchLine ?? nextExpectedLine(after: index, in: alignment) ?? part.lines.last?
            .noteLine
            ?? part.headerLine ?? expected.firstLine
        }
      }
    }
    if let line = firstMismatchLine {
      diagnostics.append(
        .error(
          "output.mismatch", "the run's output does not match the expected output", path: path,
          range: SourceRange(lines: line, line), notes: ["--- expected", "+++ actual"] + diff))
    }
    return diagnostics
  }

  private static func bodiesLine(_ bodies: Set<String>) -> String {
    "bodies: " + (bodies.isEmpty ? "none" : bodies.sorted().joined(separator: ", "))
  }

  /// The note line of the first expected line from operation `index` on, where an extra actual line sits.
  private static func nextExpectedLine(after index: Int, in alignment: LineAlignment) -> Int? {
    for later in alignment.operations[index...] {
      switch later {
      case .same(let line, _), .ellipsis(let line, _), .removed(let line): return line.noteLine
      case .added: continue
      }
    }
    return nil
  }

  /// Every run step with the part that states it: the first render with the first part, each header
  /// with the next step written the same way. Steps without a part get an empty one (nothing printed).
  private static func pairParts(
    _ expected: ExpectedOutput, _ actual: RunOutput
  ) -> (
    pairs: [(part: ExpectedOutput.Part, steps: [RunOutput.Step])],
    unknownHeaders: [ExpectedOutput.Part]
  ) {
    var partOfStep: [Int: ExpectedOutput.Part] = [:]
    var unknown: [ExpectedOutput.Part] = []
    if !actual.steps.isEmpty { partOfStep[0] = expected.parts[0] }
    var searchFrom = 1
    for part in expected.parts.dropFirst() {
      if let index = actual.steps.indices.dropFirst(searchFrom).first(where: {
        actual.steps[$0].step == part.step
      }) {
        partOfStep[index] = part
        searchFrom = index + 1
      } else {
        unknown.append(part)
      }
    }
    let pairs = actual.steps.indices.map { index in
      (
        part: partOfStep[index]
          ?? ExpectedOutput.Part(step: actual.steps[index].step, headerLine: nil),
        steps: [actual.steps[index]]
      )
    }
    return (pairs, unknown)
  }
}
