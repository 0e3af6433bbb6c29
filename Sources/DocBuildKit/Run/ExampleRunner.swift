import EngineInterface
import Foundation

/// Compiles jobs against the engine and runs them as child processes, each in a folder of its own.
struct ExampleRunner: Sendable {
  let compiler: SwiftCompiler
  let engine: EngineArtifacts
  let cache: ExampleCache?
  /// Where compiled examples run: they are the notes' code, untrusted.
  let sandbox: Sandbox
  /// The compiler's commands for each kind of example, learnt once per build.
  let commands = CompilerCommandsCache()
  /// The autolink step's output for each set of imports, learnt once per build.
  let autolink = AutolinkEntries()
  /// How long one compilation may take before it counts as failed.
  var compileTimeout: Double = 300
  /// Whether the engine can run examples, probed beside the examples' compilations; nil for the
  /// probe's own runner. No result is cached before it says yes.
  var verdict: EngineVerdict? = nil

  /// The engine was found unusable: what is left to compile is not compiled.
  var engineIsUnusable: Bool { verdict?.problem != nil }

  /// What a job not compiled for an unusable engine gets (the build throws it away).
  static let notCompiled = ExampleResult(
    compiled: false, errors: [], compilerOutput: "the state engine cannot run examples", run: nil)

  /// The key of `job`'s result in the cache, with this runner's compiler, engine and sandbox.
  func cacheKey(of job: ExampleJob) -> String {
    job.cacheKey(compiler: compiler, engine: engine, isolation: sandbox.isolation.name)
  }

  /// The result of a job, from the cache when an identical job ran before; `key` is
  /// `cacheKey(of: job)`. A fresh result is kept in the cache when `keep` says so.
  /// `rejectedEntry` says why a cache entry was there but could not be trusted.
  func result(
    of job: ExampleJob, key: String, keep: (ExampleResult) -> Bool = { _ in true }
  ) -> (result: ExampleResult, cached: Bool, rejectedEntry: String?) {
    let (cached, rejected) = cachedResult(key)
    if let cached { return (cached, true, nil) }
    let result = perform(job)
    if keep(result) { store(result, for: key) }
    return (result, false, rejected)
  }

  /// The results of many jobs (`keys[i]` is `cacheKey(of: jobs[i])`), in their order: those the
  /// cache has from it, the others compiled together in merged batches where they can be
  /// (`MergedBatch`), else alone, all on every core. `finished` is told each job's index as
  /// its result is known.
  func results(
    of jobs: [ExampleJob], keys: [String], finished: @Sendable (Int) -> Void = { _ in }
  ) -> [(result: ExampleResult, cached: Bool, rejectedEntry: String?)] {
    let lookups = ConcurrentMap.map(keys) { cachedResult($0) }
    let missing = jobs.indices.filter { lookups[$0].result == nil }
    for index in jobs.indices where lookups[index].result != nil { finished(index) }
    let computed = MergedBatch.results(
      of: missing.map { jobs[$0] }, runner: self, finished: { finished(missing[$0]) })
    var results: [(result: ExampleResult, cached: Bool, rejectedEntry: String?)?] = lookups.map {
      lookup in lookup.result.map { ($0, true, nil) }
    }
    for (position, index) in missing.enumerated() {
      results[index] = (computed[position], false, lookups[index].rejected)
      store(computed[position], for: keys[index])
    }
    return results.map { $0! }
  }

  /// Keeps a result this build computed in the cache, unless it says nothing about the example:
  /// the engine could not run it, or the machine failed (`EnvironmentFailure`), or its
  /// exploration is missing for want of time.
  private func store(_ result: ExampleResult, for key: String) {
    guard !engineIsUnusable, result.environmentFailure == nil, result.explorationFailure == nil
    else { return }
    cache?.store(result, for: key)
  }

  /// The cache's result for `key`, or why an entry there was rejected.
  private func cachedResult(_ key: String) -> (result: ExampleResult?, rejected: String?) {
    switch cache?.lookup(key) {
    case .hit(let cached): (cached, nil)
    case .rejected(let reason): (nil, reason)
    case .miss, nil: (nil, nil)
    }
  }

  /// Compiles `main.swift` in `folder` (and beside it the harness for a run): with the learnt
  /// commands of the job's kind, or through the driver when they could not be learnt.
  private func compile(_ job: ExampleJob, in folder: URL) -> ChildProcess.Result {
    let library = !job.unit.hasTopLevelCode
    func arguments(in folder: String) -> [String] {
      var arguments = SwiftCompiler.flags + engine.compilerArguments + ["\(folder)/main.swift"]
      if job.kind == .run { arguments.append("\(folder)/\(DriverSource.harnessFile)") }
      if library { arguments.append("-parse-as-library") }
      // A check that stops at type-checking misses the errors Swift finds after it, as Xcode
      // reports them (a missing `return`, a constant read before it is set): SIL is emitted too.
      arguments +=
        job.kind == .run
        ? ["-o", "\(folder)/main", "-use-ld=lld"]
        : ["-emit-sil", "-module-name", "main", "-o", "/dev/null"]
      return arguments
    }
    let learnt = commands.commands(for: "\(job.kind.rawValue) \(library)") {
      CompilerCommands.learn(
        compiler: compiler, arguments: arguments(in: CompilerCommands.placeholder))
    }
    guard let learnt else {
      return ChildProcess(
        executable: compiler.executable, arguments: arguments(in: folder.path),
        environment: SwiftCompiler.environment(temporary: folder), currentDirectory: folder,
        timeout: compileTimeout
      ).run()
    }
    let deadline = Date().addingTimeInterval(compileTimeout)
    var last = ChildProcess.Result.succeeded
    for command in learnt.commands(in: folder) {
      let run = {
        ChildProcess(
          executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()),
          environment: SwiftCompiler.environment(temporary: folder), currentDirectory: folder,
          timeout: max(1, deadline.timeIntervalSinceNow)
        ).run()
      }
      last =
        AutolinkEntries.isExtraction(command)
        ? autolink.perform(command, source: job.unit.source, run: run) : run()
      guard last.status == 0, !last.timedOut else { return last }
    }
    return last
  }

  /// When every error is in the driver's lines (after the unit's), the example's own code may be
  /// fine and only its root view not constructible: type-check the unit alone to tell.
  private func rootProblem(_ job: ExampleJob, errors: [CompilerMessage]) -> ExampleResult? {
    let unitLines = job.unit.sourceMap.lines.count
    guard job.kind == .run, let first = errors.first, errors.allSatisfy({ $0.line > unitLines })
    else { return nil }
    var typecheck = job
    typecheck.kind = .typecheck
    guard perform(typecheck).compiled else { return nil }
    return ExampleResult(
      compiled: true, errors: [], compilerOutput: "", run: nil, rootProblem: first.text)
  }

  /// Compiles and runs `job` alone, in a folder of its own.
  func perform(_ job: ExampleJob) -> ExampleResult {
    let folder = ScratchFolder.url()
    Teardown.shared.add(folder: folder)
    defer {
      ScratchFolder.remove(at: folder)
      Teardown.shared.remove(folder: folder)
    }
    do {
      try ScratchFolder.create(at: folder, bounded: true)
      try Data(job.source.utf8).write(to: folder.appendingPathComponent("main.swift"))
      if job.kind == .run {
        try Data(DriverSource.harness.utf8).write(
          to: folder.appendingPathComponent(DriverSource.harnessFile))
      }
    } catch {
      return ExampleResult(
        compiled: false, errors: [], compilerOutput: "\(error)", run: nil,
        environmentFailure: "cannot write the example's folder: \(error)")
    }
    let compilation = compile(job, in: folder)
    let output = compilation.output + compilation.errorOutput
    guard compilation.status == 0, !compilation.timedOut else {
      let errors = CompilerMessage.parse(output).filter { $0.severity == .error }
      let text =
        compilation.timedOut ? "the compiler took longer than \(Int(compileTimeout)) s" : output
      if let problem = rootProblem(job, errors: errors) { return problem }
      return ExampleResult(
        compiled: false, errors: errors, compilerOutput: text, run: nil,
        environmentFailure: EnvironmentFailure.ofCompilation(compilation, timeout: compileTimeout))
    }
    guard job.kind == .run else {
      return ExampleResult(compiled: true, errors: [], compilerOutput: "", run: nil)
    }
    return execute(folder.appendingPathComponent("main"), scratch: folder, job: job)
  }

  /// Runs a compiled example `program` of `job` in the sandbox with `scratch` as its folder,
  /// with `environment` added (a merged batch's binary is told which example to run) and the
  /// job's scenario in a file, and explores its UI after a successful run when the job says so.
  func execute(
    _ program: URL, scratch: URL, job: ExampleJob, environment: [String: String] = [:]
  ) -> ExampleResult {
    let reportFile = scratch.appendingPathComponent("report.json")
    guard let environment = withScenario(of: job, in: scratch, environment) else {
      let problem = "docbuild: cannot write the scenario in \(scratch.path)"
      return ExampleResult(
        compiled: true, errors: [], compilerOutput: "",
        run: .init(
          report: nil, status: 2, timedOut: false, crashed: false, truncated: false,
          errorOutput: problem),
        environmentFailure: problem)
    }
    // A crash's message is what the author needs, not the runtime's backtrace.
    let execution = sandbox.run(
      program, scratch: scratch, timeout: job.timeout,
      environment: environment.merging([
        RunReport.environmentKey: reportFile.path, "SWIFT_BACKTRACE": "enable=no",
      ]) { $1 })
    var report = Self.report(
      from: ScratchFolder.contents(of: reportFile.lastPathComponent, in: scratch))
    var explorationFailure: String?
    if job.explores, Self.mayExplore(after: execution, report: report) {
      let explored = explore(
        program, scratch: scratch, timeout: job.timeout, environment: environment)
      report?.exploration = explored.exploration
      explorationFailure = explored.failure
    }
    var result = Self.result(of: execution, report: report)
    result.explorationFailure = explorationFailure
    return result
  }

  /// `environment` with the file holding `job`'s scenario, written in `scratch`; nil when it
  /// cannot be written.
  private func withScenario(
    of job: ExampleJob, in scratch: URL, _ environment: [String: String]
  ) -> [String: String]? {
    let scenarioFile = scratch.appendingPathComponent("scenario.json")
    guard (try? Data(job.scriptJSON.utf8).write(to: scenarioFile)) != nil else { return nil }
    return environment.merging([ScenarioScript.environmentKey: scenarioFile.path]) { $1 }
  }

  /// Explores `job`'s UI in a run of its own of `program` (a batch's, told which example by
  /// `environment`), for an exploration its batch could not finish in time.
  func exploreAlone(
    _ program: URL, scratch: URL, job: ExampleJob, environment: [String: String]
  ) -> (exploration: ExplorationReport?, failure: String?) {
    guard let environment = withScenario(of: job, in: scratch, environment) else {
      return (nil, nil)
    }
    return explore(program, scratch: scratch, timeout: job.timeout, environment: environment)
  }

  /// The report a run left, if it left one that reads.
  static func report(from data: Data?) -> RunReport? {
    data.flatMap { try? JSONDecoder().decode(RunReport.self, from: $0) }
  }

  /// Whether a run went well enough for its UI to be explored: an example whose scenario
  /// failed is shown as it failed.
  static func mayExplore(after execution: ChildProcess.Result, report: RunReport?) -> Bool {
    execution.status == 0 && !execution.timedOut && !execution.truncated && report != nil
      && report?.failure == nil
  }

  /// A compiled example's result from its run's `execution` and `report`.
  static func result(of execution: ChildProcess.Result, report: RunReport?) -> ExampleResult {
    ExampleResult(
      compiled: true, errors: [], compilerOutput: "",
      run: .init(
        report: report, status: execution.status, timedOut: execution.timedOut,
        crashed: execution.crashed, truncated: execution.truncated,
        errorOutput: kept(execution.errorOutput)),
      environmentFailure: EnvironmentFailure.ofRun(execution, report: report))
  }

  /// What a result keeps of a run's error output: all of a short one; the start and the end of a
  /// long one, since a crash says why at the start ("Fatal error: …") and a backtrace follows.
  static func kept(_ errorOutput: String) -> String {
    guard errorOutput.count > 4000 else { return errorOutput }
    return errorOutput.prefix(2000) + "\n…\n" + errorOutput.suffix(2000)
  }

  /// The exploration an exploring run that ended well left, which took `seconds`; nil when
  /// there is none or it comes from another engine.
  static func exploration(from data: Data?, seconds: Double) -> ExplorationReport? {
    guard let data, var exploration = try? JSONDecoder().decode(ExplorationReport.self, from: data),
      exploration.interface == RunReport.interfaceVersion
    else { return nil }
    exploration.seconds = seconds
    return exploration
  }

  /// Runs the compiled example again to explore its UI (see the engine's `Explorer`); no
  /// exploration when that run fails, so an example whose unscripted buttons crash is shown
  /// without it, and then a failure too when it ran out of time.
  private func explore(
    _ program: URL, scratch: URL, timeout: Double, environment: [String: String]
  ) -> (exploration: ExplorationReport?, failure: String?) {
    let file = scratch.appendingPathComponent("exploration.json")
    let start = Date()
    let execution = sandbox.run(
      program, scratch: scratch, timeout: timeout,
      environment: environment.merging([
        ExplorationReport.environmentKey: file.path, "SWIFT_BACKTRACE": "enable=no",
      ]) { $1 })
    guard !execution.timedOut else { return (nil, Self.explorationTimeout(timeout)) }
    guard execution.status == 0, !execution.truncated else { return (nil, nil) }
    let exploration = Self.exploration(
      from: ScratchFolder.contents(of: file.lastPathComponent, in: scratch),
      seconds: Date().timeIntervalSince(start))
    return (exploration, nil)
  }

  /// Why an example has no exploration when exploring it took longer than `timeout` seconds.
  static func explorationTimeout(_ timeout: Double) -> String {
    "exploring its UI took longer than \(Int(timeout)) s"
  }
}
