/// An example's scenario and expected-output blocks, which its result box shows folded instead
/// of where they stand in the note (examples shown only, `ignore`, keep their blocks in place).
enum ExampleResultSources {
  static func of(_ evaluated: EvaluatedExample) -> ExampleResultRenderer.Sources {
    let example = evaluated.example.example
    var actual: String?
    if case .ran(let report, expectedMatched: false) = evaluated.outcome {
      actual = BlessedOutput.text(
        for: ExampleEvaluator.runOutput(report, example.scenario),
        replacing: example.expectedOutput)
    }
    return ExampleResultRenderer.Sources(
      scenario: example.scenarioBlock?.code, expected: example.outputBlock?.code, actual: actual)
  }

  /// The fence lines of the blocks folded into result boxes, for one note.
  static func foldedLines(_ evaluated: [Int: EvaluatedExample]) -> Set<Int> {
    var lines: Set<Int> = []
    for example in evaluated.values where example.outcome != .ignored {
      for block in [example.example.example.scenarioBlock, example.example.example.outputBlock] {
        if let block { lines.insert(block.range.start.line) }
      }
    }
    return lines
  }
}
