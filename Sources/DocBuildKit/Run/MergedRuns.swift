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
    var timeout: Double
    var explores: Bool
  }

  let runner: ExampleRunner
  let program: URL
  /// The sandbox's scratch folder: the plan, and a folder per member named by its number.
  let folder: URL

  /// Each member's result, in order; nil for a member this could not run (the batch's runs
  /// cannot be isolated here, or its program failed): it is run alone then.
  func results(of members: [Member]) -> [ExampleResult?] {
    for member in members {
      try? FileManager.default.createDirectory(
        at: runFolder(member.number), withIntermediateDirectories: true)
    }
    guard let runs = outcomes(of: members.map { ($0, explore: false) }) else {
      return members.map { _ in nil }
    }
    var executions: [ChildProcess.Result?] = []
    var reports: [RunReport?] = []
    for (member, outcome) in zip(members, runs) {
      let execution = outcome.map { childResult($0, errors: file("run.err", of: member)) }
      executions.append(execution)
      reports.append(
        execution.flatMap { _ in ExampleRunner.report(at: file("report.json", of: member)) })
    }
    let exploring = members.indices.filter {
      guard members[$0].explores, let execution = executions[$0] else { return false }
      return ExampleRunner.mayExplore(after: execution, report: reports[$0])
    }
    let explorations = outcomes(of: exploring.map { (members[$0], explore: true) }) ?? []
    for (index, outcome) in zip(exploring, explorations) {
      guard let outcome, outcome.status == 0, !outcome.timedOut, !outcome.truncated else { continue }
      reports[index]?.exploration = ExampleRunner.exploration(
        at: file("exploration.json", of: members[index]), seconds: outcome.seconds)
    }
    return members.indices.map { index in
      executions[index].map { ExampleRunner.result(of: $0, report: reports[index]) }
    }
  }

  /// The engine's plan (`ExampleBatch.Plan`), written for the batch's program to read.
  private struct Plan: Encodable {
    struct Job: Encodable {
      var example: Int
      var folder: String
      var timeout: Double
      var explore: Bool
    }

    var jobs: [Job]
    var width: Int
    var isolate: Bool
    var hidden: [String]
    var shown: [String]
    var outputLimit: Int
  }

  /// What the batch's program reports (`ExampleBatch.Report`).
  private struct Report: Decodable {
    struct Outcome: Decodable {
      var status: Int32
      var crashed: Bool
      var timedOut: Bool
      var truncated: Bool
      var seconds: Double
    }

    var outcomes: [Outcome?]
    var isolationProblem: String?
  }

  /// Runs `jobs` (each a member's run, or its exploration) from one process of the program;
  /// nil when no job could run.
  private func outcomes(of jobs: [(member: Member, explore: Bool)]) -> [Report.Outcome?]? {
    guard !jobs.isEmpty else { return [] }
    let isolated = if case .bubblewrap = runner.sandbox.isolation { true } else { false }
    let plan = Plan(
      jobs: jobs.map {
        .init(
          example: $0.member.number, folder: runFolder($0.member.number).path,
          timeout: $0.member.timeout, explore: $0.explore)
      },
      width: MergedBatch.runWidth, isolate: isolated, hidden: [folder.path],
      shown: runner.sandbox.readableFolders, outputLimit: ChildProcess.outputLimit)
    let planFile = folder.appendingPathComponent("plan.json")
    guard let data = try? JSONEncoder().encode(plan), (try? data.write(to: planFile)) != nil
    else { return nil }
    // Each run has its own limit; the batch's is a safety net above all of them in a row.
    let timeouts = jobs.map(\.member.timeout)
    let execution = runner.sandbox.run(
      program, scratch: folder, timeout: timeouts.reduce(30, +), cpuSeconds: timeouts.max(),
      environment: ["DOCBUILD_BATCH": planFile.path, "SWIFT_BACKTRACE": "enable=no"])
    guard execution.status == 0, !execution.timedOut,
      let report = try? JSONDecoder().decode(Report.self, from: Data(execution.output.utf8)),
      report.isolationProblem == nil, report.outcomes.count == jobs.count
    else { return nil }
    return report.outcomes
  }

  /// A job's outcome as `ChildProcess` would have given it, its error output read from `errors`.
  private func childResult(_ outcome: Report.Outcome, errors: URL) -> ChildProcess.Result {
    let handle = try? FileHandle(forReadingFrom: errors)
    let text = (try? handle?.read(upToCount: ChildProcess.outputLimit)).flatMap { $0 } ?? Data()
    try? handle?.close()
    return ChildProcess.Result(
      status: outcome.status, output: "", errorOutput: String(decoding: text, as: UTF8.self),
      timedOut: outcome.timedOut, truncated: outcome.truncated, crashed: outcome.crashed)
  }

  private func runFolder(_ number: Int) -> URL {
    folder.appendingPathComponent(String(number))
  }

  private func file(_ name: String, of member: Member) -> URL {
    runFolder(member.number).appendingPathComponent(name)
  }
}
