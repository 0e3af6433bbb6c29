import EngineInterface
import Foundation

/// Jobs compiled together: a batch is one whole-module compilation and one link of many
/// examples, each a file of its own (`MergedSource`). Each run job still runs as its own process
/// of that binary, with its own time limit and report, all started from one sandboxed process
/// (`MergedRuns`); type-check jobs are done once the batch compiled. A cold build then pays the
/// compiler's, linker's and program's start-up (most of a small example's cost) once per batch.
///
/// An example whose file has a compile error leaves the batch and compiles alone, so that its
/// messages land at its own lines as they always do, and the rest of the batch compiles merged
/// again; jobs that cannot be merged compile alone from the start.
struct MergedBatch {
  let runner: ExampleRunner
  let jobs: [ExampleJob]
  /// Each job's unit made mergeable (`MergedSource.rewritten`).
  let rewritten: [String]
  /// Where the batch's files, binary and runs' scratch folders are.
  let folder: URL
  /// Each job's types that can be compiled once for every job declaring the same
  /// (`SharedDeclarations`).
  let declarations: [[SharedDeclarations.Declaration]]
  /// The number of the engine probe's job, the last, when the batch compiles and runs it for the
  /// runner's verdict (`EngineVerdict.claim`), which it then settles.
  let probe: Int?

  init(
    runner: ExampleRunner, jobs: [ExampleJob], rewritten: [String], folder: URL,
    declarations: [[SharedDeclarations.Declaration]]? = nil, probes: Bool = false
  ) {
    let probeJobs = probes ? [EngineProbe.job] : []
    self.runner = runner
    self.jobs = jobs + probeJobs
    self.rewritten = rewritten + probeJobs.compactMap(MergedSource.rewritten)
    self.folder = folder
    self.declarations =
      (declarations ?? jobs.map { SharedDeclarations.declarations(in: $0.unit.source) })
      + probeJobs.map { _ in [] }
    self.probe = probes ? jobs.count : nil
  }

  /// The results of `jobs`, in their order, on every core: one batch per core (of two examples
  /// at least) and the jobs that cannot be merged alone. `finished` is told each index as its
  /// result is known.
  static func results(
    of jobs: [ExampleJob], runner: ExampleRunner, finished: @Sendable (Int) -> Void
  ) -> [ExampleResult] {
    let prepared = ConcurrentMap.map(jobs) { MergedSource.prepared($0) }
    let rewritten = prepared.map { $0?.rewritten }
    let declarations = prepared.map { $0?.declarations ?? [] }
    let mergeable = jobs.indices.filter { rewritten[$0] != nil }
    // Jobs that share types stay together, so that the batch compiles each type once.
    let groups = sharingGroups(mergeable, declarations: declarations)
    let count =
      mergeable.count < 2
      ? 0 : min(ProcessInfo.processInfo.activeProcessorCount, mergeable.count / 2, groups.count)
    let batches = balanced(groups, into: count) { group in
      var seen = Set<String>()
      var size = 0
      for index in group {
        size += rewritten[index]!.utf8.count
        for declaration in declarations[index] where !seen.insert(declaration.identity).inserted {
          size -= declaration.size
        }
      }
      return size
    }
    let merged = Set(batches.joined())
    // Batches first: they take longest.
    let work = batches + jobs.indices.filter { !merged.contains($0) }.map { [$0] }
    // The engine probe compiles and runs with the first batch, which costs it almost nothing;
    // without a batch it runs beside the lone jobs.
    let probing = work.firstIndex { $0.count > 1 }.flatMap {
      runner.verdict?.claim() == true ? $0 : nil
    }
    if probing == nil { runner.verdict?.probeAside() }
    let parts = ConcurrentMap.map(Array(work.enumerated())) {
      position, indices -> [(Int, ExampleResult)] in
      guard indices.count > 1 else {
        let result = runner.perform(jobs[indices[0]])
        finished(indices[0])
        return [(indices[0], result)]
      }
      let folder = ScratchFolder.url("merged-")
      let batch = MergedBatch(
        runner: runner, jobs: indices.map { jobs[$0] }, rewritten: indices.map { rewritten[$0]! },
        folder: folder, declarations: indices.map { declarations[$0] },
        probes: position == probing)
      return batch.run { finished(indices[$0]) }.results.enumerated().map {
        (indices[$0.offset], $0.element)
      }
    }
    var results = [ExampleResult?](repeating: nil, count: jobs.count)
    for (index, result) in parts.joined() { results[index] = result }
    return results.map { $0! }
  }

  /// `groups` of indices dealt into `count` batches of about equal code, largest first, each to
  /// the batch with the least so far: the batches compile side by side, so the largest one's
  /// compile is the build's critical path. Each batch keeps its indices in order.
  static func balanced(_ groups: [[Int]], into count: Int, size: ([Int]) -> Int) -> [[Int]] {
    guard count > 0 else { return [] }
    var batches = [[Int]](repeating: [], count: count)
    var loads = [Int](repeating: 0, count: count)
    let largestFirst = groups.map { (group: $0, size: size($0)) }.sorted {
      ($0.size, $1.group[0]) > ($1.size, $0.group[0])
    }
    for item in largestFirst {
      let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
      batches[lightest] += item.group
      loads[lightest] += item.size
    }
    return batches.map { $0.sorted() }
  }

  /// `indices` in groups, two jobs in the same group when they declare a type of the same
  /// identity (directly or through others); each group in order, the groups by their first.
  static func sharingGroups(
    _ indices: [Int], declarations: [[SharedDeclarations.Declaration]]
  ) -> [[Int]] {
    var parent = Dictionary(uniqueKeysWithValues: indices.map { ($0, $0) })
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index]! != index { index = parent[index]! }
      return index
    }
    var owner: [String: Int] = [:]
    for index in indices {
      for declaration in declarations[index] {
        if let first = owner[declaration.identity] {
          parent[root(index)] = root(first)
        } else {
          owner[declaration.identity] = index
        }
      }
    }
    var groups: [Int: [Int]] = [:]
    for index in indices { groups[root(index), default: []].append(index) }
    return groups.values.sorted { $0[0] < $1[0] }
  }

  /// Compiles the batch, taking out the examples with errors, and runs each example; `alone`
  /// numbers those that left the batch and compiled alone.
  func run(finished: @Sendable (Int) -> Void) -> (results: [ExampleResult], alone: [Int]) {
    let (results, alone) = compileAndRun { number in
      if number != probe { finished(number) }
    }
    guard let probe else { return (results, alone) }
    // A probe that left the batch settled the verdict alone already (the first verdict holds).
    runner.verdict?.settle(probing: results[probe])
    return (Array(results.prefix(probe)), alone.filter { $0 != probe })
  }

  private func compileAndRun(finished: @Sendable (Int) -> Void) -> (
    results: [ExampleResult], alone: [Int]
  ) {
    let fileManager = FileManager.default
    Teardown.shared.add(folder: folder)
    defer {
      ScratchFolder.remove(at: folder)
      Teardown.shared.remove(folder: folder)
    }
    var members = Array(jobs.indices)
    var alone: [Int] = []
    /// Takes `numbers` out of the batch to compile alone; the probe among them is probed alone at
    /// once, which settles the verdict.
    func takeOut(_ numbers: [Int]) {
      if let probe, numbers.contains(probe) { runner.verdict?.settle(probing: nil) }
      alone += numbers
      members.removeAll(where: numbers.contains)
    }
    var compiled = false
    do {
      try ScratchFolder.create(at: folder, bounded: true)
      while members.count > 1, !compiled {
        switch try compile(members) {
        case .success: compiled = true
        case .failure(let failing):
          takeOut(failing.isEmpty ? members : members.filter(failing.contains))
          // Every example fails against an unusable engine: none is compiled alone. (While the
          // probe compiles here the engine is not the cause.)
          if !(probe.map(members.contains) ?? false), runner.engineIsUnusable {
            for number in jobs.indices { finished(number) }
            return (jobs.map { _ in ExampleRunner.notCompiled }, [])
          }
        }
      }
    } catch {
      compiled = false
    }
    if !compiled { takeOut(members) }
    var results = [ExampleResult?](repeating: nil, count: jobs.count)
    // Type-check jobs are done once they compiled.
    for number in members where jobs[number].kind == .typecheck {
      results[number] = ExampleResult(compiled: true, errors: [], compilerOutput: "", run: nil)
      finished(number)
    }
    members.removeAll { jobs[$0].kind == .typecheck }
    let program = folder.appendingPathComponent("main")
    let runs = MergedRuns(
      runner: runner, program: program, folder: folder.appendingPathComponent("runs")
    ).results(
      of: members.map { MergedRuns.Member(number: $0, job: jobs[$0]) })
    // Those the batch's process could not run run alone, each in a sandbox of its own.
    let unrun = zip(members, runs).filter { $0.1 == nil }.map(\.0)
    let ranAlone = ConcurrentMap.map(unrun, width: Self.runWidth) { number -> ExampleResult in
      let scratch = folder.appendingPathComponent("run\(number)")
      try? fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? fileManager.removeItem(at: scratch) }
      return runner.execute(
        program, scratch: scratch, job: jobs[number],
        environment: [BatchPlan.exampleKey: String(number)])
    }
    for (number, result) in zip(members, runs) { results[number] = result }
    for (number, result) in zip(unrun, ranAlone) { results[number] = result }
    for number in members {
      if var result = results[number] {
        result.run = result.run.map(Self.unqualified)
        results[number] = result
      }
      finished(number)
    }
    for number in alone.sorted() {
      // The probe was probed alone when it left the batch.
      results[number] = number == probe ? ExampleRunner.notCompiled : runner.perform(jobs[number])
      finished(number)
    }
    return (results.map { $0! }, alone.sorted())
  }

  /// How many of a batch's examples run at once, whatever the cores: a sandboxed run mostly
  /// waits (bubblewrap's namespaces, the dynamic loader), so runs one after another leave the
  /// cores idle. Each run still is its own process with its own sandbox and time limit; 4 (8
  /// at once with a batch per core on 2 cores) keeps a busy example at a quarter of a core or
  /// more, far from its time limit (8 per batch was ~15 % faster on 200 examples).
  static let runWidth = 4

  private enum Compilation {
    case success
    /// The examples whose files have errors; none when the failure names no example's file.
    case failure(Set<Int>)
  }

  /// One whole-module compilation and link of the `members`, the types they share and the
  /// batch's `@main`.
  private func compile(_ members: [Int]) throws -> Compilation {
    let shared = SharedDeclarations.plan(
      members: members,
      sources: Dictionary(uniqueKeysWithValues: members.map { ($0, jobs[$0].unit.source) }),
      declarations: Dictionary(uniqueKeysWithValues: members.map { ($0, declarations[$0]) }),
      path: sharedPath(of:))
    for number in members {
      let unit = SharedDeclarations.blanking(
        shared.removedLines[number] ?? [], in: rewritten[number])
      let file =
        MergedSource.file(
          for: jobs[number], rewritten: unit, number: number, path: path(of: number))
        + (shared.aliases[number] ?? "")
      try Data(file.utf8).write(to: source(of: number))
    }
    for file in shared.files {
      try Data(file.text.utf8).write(to: sharedSource(of: file.number))
    }
    let entry = folder.appendingPathComponent("entry.swift")
    try Data(MergedSource.entry(numbers: members.filter { jobs[$0].kind == .run }).utf8).write(
      to: entry)
    let arguments =
      SwiftCompiler.flags + runner.engine.compilerArguments
      + ["-parse-as-library", "-wmo", "-module-name", "main"]
      + members.map { source(of: $0).path } + shared.files.map { sharedSource(of: $0.number).path }
      + [entry.path, "-o", folder.appendingPathComponent("main").path, "-use-ld=lld"]
    let result = ChildProcess(
      executable: runner.compiler.executable, arguments: arguments,
      environment: SwiftCompiler.environment(temporary: folder), currentDirectory: folder,
      timeout: runner.compileTimeout
    ).run()
    guard result.status != 0 || result.timedOut else { return .success }
    // A shared type's error takes out every member that shares it.
    var byPath = Dictionary(uniqueKeysWithValues: members.map { (path(of: $0), [$0]) })
    for file in shared.files {
      byPath[sharedPath(of: file.number)] = file.users
      byPath[sharedSource(of: file.number).path] = file.users
    }
    let failing = CompilerMessage.parse(result.output + result.errorOutput)
      .filter { $0.severity == .error }.flatMap { byPath[$0.file] ?? [] }
    return .failure(result.timedOut ? [] : Set(failing))
  }

  private func sharedSource(of number: Int) -> URL {
    folder.appendingPathComponent("shared\(number).swift")
  }

  /// Where shared type `number`'s messages are reported.
  private func sharedPath(of number: Int) -> String {
    folder.appendingPathComponent("shared\(number)/main.swift").path
  }

  private func source(of number: Int) -> URL {
    folder.appendingPathComponent("example\(number).swift")
  }

  /// Where example `number`'s messages are reported (its `#sourceLocation`).
  private func path(of number: Int) -> String {
    folder.appendingPathComponent("\(number)/main.swift").path
  }

  /// The run with the qualified names of the example's own types as the example alone prints
  /// them: made fileprivate, `main.Item` reads `main.(unknown context at $5621…).Item`, and
  /// shared, `main.__DocbuildShared3.Item`. Only the merged example's types can print so (a
  /// note's own private types keep it alone).
  private static func unqualified(_ run: ExampleResult.Run) -> ExampleResult.Run {
    var run = run
    run.errorOutput = unqualified(run.errorOutput)
    if var report = run.report {
      for index in report.steps.indices {
        report.steps[index].console = report.steps[index].console.map(unqualified)
        report.steps[index].snapshot = unqualified(report.steps[index].snapshot)
      }
      if let message = report.failure?.message { report.failure?.message = unqualified(message) }
      if var exploration = report.exploration {
        exploration.states = exploration.states.map(unqualified)
        exploration.console = exploration.console.map(unqualified)
        for index in exploration.edges.indices {
          exploration.edges[index].console = exploration.edges[index].console.map(unqualified)
        }
        report.exploration = exploration
      }
      run.report = report
    }
    return run
  }

  private static let context = try! NSRegularExpression(
    pattern: #"\bmain\.(\(unknown context at \$[0-9a-f]+\)|__DocbuildShared[0-9]+)\."#)

  private static func unqualified(_ text: String) -> String {
    guard text.contains("(unknown context at $") || text.contains("__DocbuildShared") else {
      return text
    }
    return context.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "main.")
  }
}
