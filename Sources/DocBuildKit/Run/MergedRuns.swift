import EngineInterface
import Foundation

/// Runs a merged batch's examples from one sandboxed process of the batch's program: the
/// engine's `ExampleBatch` forks a process per run from it. The sandbox is set up, and the
/// program loaded and started, once per batch instead of once per run, which was most of a
/// small example's cost (a run took ~17 ms, an example's own work about 1).
///
/// Each run still is a process of its own, with its own folder, home, time limit and output cap,
/// and under bubblewrap namespaces of its own inside the batch's sandbox: its own `/tmp` and
/// `/proc`, no other run's folder, no process of the batch to signal or trace.
struct MergedRuns {
  struct Member {
    var number: Int
    var job: ExampleJob
  }

  let runner: ExampleRunner
  let program: URL
  /// The sandbox's scratch folder: the plan, the results and their summary. The members' own
  /// folders (named by their numbers) exist only in their namespaces (bubblewrap), or else the
  /// program makes them here.
  let folder: URL

  /// Each member's result, in order; nil for a member this could not run (the batch's runs
  /// cannot be isolated here, or its program failed): it is run alone then.
  func results(of members: [Member]) -> [ExampleResult?] {
    guard let runs = outcomes(of: members.map { ($0, explore: false) }) else {
      return members.map { _ in nil }
    }
    let executions = runs.outcomes.map { $0.map { childResult($0, results: runs.results) } }
    var reports = runs.outcomes.map { outcome in
      ExampleRunner.report(from: outcome?.report.map { runs.results.slice($0) })
    }
    let exploring = members.indices.filter {
      guard members[$0].job.explores, let execution = executions[$0] else { return false }
      return ExampleRunner.mayExplore(after: execution, report: reports[$0])
    }
    let explorations = outcomes(of: exploring.map { (members[$0], explore: true) })
    var explorationFailures: [Int: String] = [:]
    for (position, index) in exploring.enumerated() {
      let outcome = explorations?.outcomes[position]
      if let outcome, let explorations, outcome.status == 0, !outcome.timedOut, !outcome.truncated
      {
        reports[index]?.exploration = ExampleRunner.exploration(
          from: outcome.report.map { explorations.results.slice($0) }, seconds: outcome.seconds)
        continue
      }
      // An exploration that crashed is the example's; one the batch could not start or finish
      // in time (its runs share the machine) is tried once more alone.
      guard outcome?.timedOut ?? true else { continue }
      let number = members[index].number
      let scratch = folder.appendingPathComponent("explore\(number)")
      try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      let alone = runner.exploreAlone(
        program, scratch: scratch, job: members[index].job,
        environment: [BatchPlan.exampleKey: String(number)])
      reports[index]?.exploration = alone.exploration
      explorationFailures[index] = alone.failure
    }
    return members.indices.map { index in
      executions[index].map {
        var result = ExampleRunner.result(of: $0, report: reports[index])
        result.explorationFailure = explorationFailures[index]
        return result
      }
    }
  }

  /// Runs `jobs` (each a member's run, or its exploration) from one process of the program:
  /// what became of each (nil for a job that could not start) and the results file the
  /// outcomes point into; nil when no job could run.
  private func outcomes(of jobs: [(member: Member, explore: Bool)]) -> (
    outcomes: [BatchSummary.Outcome?], results: Data
  )? {
    guard !jobs.isEmpty else { return ([], Data()) }
    let isolated = if case .bubblewrap = runner.sandbox.isolation { true } else { false }
    let plan = BatchPlan(
      jobs: jobs.map {
        .init(
          example: $0.member.number,
          folder: folder.appendingPathComponent(String($0.member.number)).path,
          timeout: $0.member.job.timeout, explore: $0.explore, scenario: $0.member.job.script)
      },
      width: MergedBatch.runWidth, isolate: isolated, hidden: [folder.path],
      shown: runner.sandbox.readableFolders, outputLimit: ChildProcess.outputLimit,
      results: resultsFile.path, summary: summaryFile.path)
    let planFile = folder.appendingPathComponent("plan.json")
    guard
      (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
        != nil, let data = try? JSONEncoder().encode(plan), (try? data.write(to: planFile)) != nil
    else { return nil }
    // Each run has its own limit; the batch's is a safety net above all of them in a row.
    let timeouts = jobs.map(\.member.job.timeout)
    let execution = runner.sandbox.run(
      program, scratch: folder, timeout: timeouts.reduce(30, +), cpuSeconds: timeouts.max(),
      environment: [BatchPlan.environmentKey: planFile.path, "SWIFT_BACKTRACE": "enable=no"])
    guard execution.status == 0, !execution.timedOut,
      let summary = ScratchFolder.contents(of: summaryFile.lastPathComponent, in: folder).flatMap({
        try? JSONDecoder().decode(BatchSummary.self, from: $0)
      }),
      summary.isolationProblem == nil, summary.outcomes.count == jobs.count,
      let results = ScratchFolder.contents(of: resultsFile.lastPathComponent, in: folder)
    else { return nil }
    return (summary.outcomes, results)
  }

  /// A job's outcome as `ChildProcess` would have given it, with the end of its error output.
  private func childResult(_ outcome: BatchSummary.Outcome, results: Data) -> ChildProcess.Result {
    ChildProcess.Result(
      status: outcome.status, output: "",
      errorOutput: String(decoding: results.slice(outcome.errors), as: UTF8.self),
      timedOut: outcome.timedOut, truncated: outcome.truncated, crashed: outcome.crashed)
  }

  private var resultsFile: URL { folder.appendingPathComponent("results") }
  private var summaryFile: URL { folder.appendingPathComponent("summary.json") }
}

extension Data {
  /// The bytes at `range`, an offset and a length; none when it lies outside.
  fileprivate func slice(_ range: [Int]) -> Data {
    guard range.count == 2, range[0] >= 0, range[1] >= 0, range[0] + range[1] <= count else {
      return Data()
    }
    return subdata(in: range[0]..<range[0] + range[1])
  }
}
