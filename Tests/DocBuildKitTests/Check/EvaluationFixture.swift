import Testing

@testable import DocBuildKit

/// Evaluates `code`, the page's only block, fenced on line 3 and run with no scenario, as if its
/// build had given `result`: what the page would say of it.
func evaluation(of code: String, result: ExampleResult, path: String) throws
  -> ExampleEvaluator.Evaluation
{
  let block = fencedBlock(code, fenceLine: 3)
  let entry = try #require(notebook([block]).first)
  let unit = try #require(entry.unit)
  let example = SwiftExample(
    index: 0, codeBlock: block, attributes: FenceAttributes(), scenarioBlock: nil,
    scenario: Scenario(steps: []), outputBlock: nil, expectedOutput: nil)
  let job = ExampleJob(unit: unit, scenario: Scenario(steps: []), kind: .run, timeout: 10)
  return ExampleEvaluator(path: path, declaredNames: []).evaluate(
    example, entry: entry, job: job, result: result)
}
