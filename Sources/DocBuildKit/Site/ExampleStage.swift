import Foundation

/// The examples of the whole site: finds them on every page, compiles and runs them (in
/// parallel, from the cache where possible), and evaluates each against what its note says.
struct ExampleStage {
  struct Result: Sendable {
    /// note path → fence line → evaluated block
    var byNote: [String: [Int: EvaluatedExample]]
    var counts: ExampleCounts

    /// One line per block: where it is, what happened and why (`--explain`).
    var report: [String] { ExampleReport.lines(byNote) }
    /// The same, structured (`--report`).
    var entries: [ReportedExample] { ExampleReport.entries(byNote) }
  }

  let options: BuildOptions
  let diagnostics: DiagnosticEngine
  /// Where the site's preludes are named.
  var configuration = SiteConfiguration.standard

  func run(_ documents: [Document]) -> Result {
    // `--no-run`: pages only; the blocks are not even classified.
    guard options.runExamples else {
      return Result(byNote: [:], counts: ExampleCounts(disabled: true))
    }
    guard let memo = options.memo else { return evaluate(documents) }
    // `serve`: a page's examples depend on its own note only (a block's context is built from the
    // blocks of its page), so an unchanged note keeps its evaluation from the last build.
    var kept: [String: RebuildMemo.PageExamples] = [:]
    let changed = documents.filter { document in
      guard let examples = memo.examples(of: document) else { return true }
      kept[document.path] = examples
      return false
    }
    let collected = DiagnosticEngine()
    var result = ExampleStage(
      options: options, diagnostics: collected, configuration: configuration
    ).evaluate(changed)
    let found = collected.diagnostics
    diagnostics.emit(found)
    // Problems that belong to no page (no engine, no compiler) must be said again next time.
    let pagePaths = Set(changed.map(\.path))
    let keepable = !found.contains { $0.severity == .error && !pagePaths.contains($0.path) }
    for document in changed where keepable {
      memo.keep(
        .init(
          evaluated: result.byNote[document.path] ?? [:],
          diagnostics: found.filter { $0.path == document.path }),
        of: document)
    }
    for (path, examples) in kept.sorted(by: { $0.key < $1.key }) {
      diagnostics.emit(examples.diagnostics)
      for (line, evaluated) in examples.evaluated.sorted(by: { $0.key < $1.key }) {
        result.counts.count(
          evaluated.outcome, problems: evaluated.problems, at: "\(path):\(line)",
          ranInAnotherExample: evaluated.ranInExample != nil)
        if case .ran(let report, _) = evaluated.outcome {
          result.counts.exploreSeconds += report.exploration?.seconds ?? 0
        }
      }
      if !examples.evaluated.isEmpty { result.byNote[path] = examples.evaluated }
    }
    return result
  }

  /// Finds, compiles, runs and evaluates the examples of `documents`.
  private func evaluate(_ documents: [Document]) -> Result {
    let associations = ConcurrentMap.map(documents) { ExampleAssociation.examples(in: $0) }
    let runner = makeRunner(needed: associations.contains { !$0.examples.isEmpty })
    var resolver = PreludeResolver(contentRoot: options.input, configuration: configuration)
    let preludes = resolver.preludes(of: documents)
    diagnostics.emit(resolver.diagnostics)
    return evaluate(documents, associations, preludes: preludes, runner: runner)
  }

  private func evaluate(
    _ documents: [Document],
    _ associations: [(examples: [SwiftExample], diagnostics: [Diagnostic])],
    preludes: [Prelude?], runner: ExampleRunner?
  ) -> Result {
    let memo = runner.map(ExampleResultMemo.init)
    var preludes = preludes
    if let memo {
      let checked = PreludeCheck(memo: memo).checked(preludes)
      preludes = checked.preludes
      diagnostics.emit(checked.diagnostics)
    }
    let pages = assemble(documents, associations, preludes: preludes, memo: memo)
    // The engine probe ran beside the first compilations: an engine that cannot run examples
    // throws their results away (none was cached), and the pages say why none ran.
    if let problem = runner?.verdict?.problem, let engine = runner?.engine {
      unavailable(
        "examples.engine-unusable",
        "the state engine in \(engine.buildFolder.path) cannot run examples: \(problem); rebuild it with `swift build --product SwiftUIEngine`, \(Self.skip)"
      )
      return evaluate(documents, associations, preludes: preludes, runner: nil)
    }
    for page in pages { diagnostics.emit(page.diagnostics) }

    var jobs: [String: ExampleJob] = [:]
    var notes: [String: String] = [:]  // cache key → the first note that has the job
    // Each example's cache key, computed once: page index → example index → key.
    var exampleKeys: [[Int: String]] = Array(repeating: [:], count: pages.count)
    // The keys of each example's peer runs, in the order of its peer jobs.
    var peerKeys: [[Int: [String]]] = Array(repeating: [:], count: pages.count)
    if let memo {
      for (pageIndex, page) in pages.enumerated() {
        for (index, example) in page.examples.enumerated() {
          guard let job = example.job else { continue }
          let key = memo.cacheKey(of: job)
          if let shard = options.shard, !shard.contains(key: key) { continue }
          jobs[key] = job
          notes[key] = notes[key] ?? page.path
          exampleKeys[pageIndex][index] = key
          for peer in example.peerJobs {
            let peerKey = memo.cacheKey(of: peer.job)
            jobs[peerKey] = peer.job
            notes[peerKey] = notes[peerKey] ?? page.path
            peerKeys[pageIndex][index, default: []].append(peerKey)
          }
        }
      }
    }
    if let folder = options.unitsFolder { emit(jobs, to: folder) }
    let keys = jobs.keys.sorted()
    // Every result is known by now: the memo answers.
    let outcomes = keys.map { memo!.result(of: jobs[$0]!, key: $0) }
    var results: [String: ExampleResult] = [:]
    var timings: [String: (cached: Bool, seconds: Double)] = [:]
    var counts = ExampleCounts()
    counts.sandboxNotice = runner?.sandbox.notice
    // Notes by reason: a cache restored from another machine rejects every entry for one reason.
    var rejected: [String: [String]] = [:]
    var environmentFailures: [String: [String]] = [:]
    var explorationFailures: [String: [String]] = [:]
    for (key, outcome) in zip(keys, outcomes) {
      results[key] = outcome.result
      counts.exploreSeconds += outcome.result.run?.report?.exploration?.seconds ?? 0
      timings[key] = (outcome.cached, outcome.seconds)
      if let reason = outcome.rejectedEntry { rejected[reason, default: []].append(notes[key]!) }
      if let failure = outcome.result.environmentFailure {
        environmentFailures[failure, default: []].append(notes[key]!)
      }
      if let failure = outcome.result.explorationFailure {
        explorationFailures[failure, default: []].append(notes[key]!)
      }
    }
    for (reason, notes) in rejected.sorted(by: { $0.key < $1.key }) {
      let what =
        notes.count == 1
        ? "a cached example result could not be trusted (\(reason)); the example was compiled and run again"
        : "\(notes.count) cached example results could not be trusted (\(reason)); their examples were compiled and run again"
      diagnostics.emit(.warning("cache.rejected", what, path: notes.min()!))
    }
    for (failure, notes) in environmentFailures.sorted(by: { $0.key < $1.key }) {
      diagnostics.emit(
        .warning(
          "examples.environment-failure",
          "\(notes.count) example(s) failed because of this machine, not their code (\(failure)); such results are not cached",
          path: notes.min()!))
    }
    for (failure, notes) in explorationFailures.sorted(by: { $0.key < $1.key }) {
      diagnostics.emit(
        .warning(
          "examples.not-explored",
          "\(notes.count) example(s) are shown without Explore: \(failure) (a busy machine, or controls that never return); such results are not cached",
          path: notes.min()!))
    }

    var byNote: [String: [Int: EvaluatedExample]] = [:]
    for (pageIndex, page) in pages.enumerated() {
      var evaluator = ExampleEvaluator(
        path: page.path, declaredNames: page.declaredNames,
        declarationLines: page.declarationLines, genericParameters: page.genericParameters,
        constants: page.constants, bodylessViews: page.bodylessViews,
        conformances: page.conformances, memberOwners: page.memberOwners,
        requiredProperties: page.requiredProperties,
        foreignModules: page.foreignModules, blockCodes: page.blockCodes,
        nonSwiftDeclarationLines: NonSwiftFenceDeclarations.lines(in: documents[pageIndex]),
        nonSwiftSyntaxProblems: NonSwiftFenceDeclarations.syntaxProblems(in: documents[pageIndex]),
        proseCodeLines: ProseCodeNames.lines(in: documents[pageIndex]),
        syntaxProblems: page.syntaxProblems)
      // A block may use a type of a later block that does not compile.
      for (index, example) in page.examples.enumerated() {
        let line = example.example.codeBlock.range.start.line
        switch (example.entry.category, example.entry.outcome) {
        case (.invalid, .notRun), (.fragment, .notRun): evaluator.neverCompiled.insert(line)
        default: break
        }
        guard let result = exampleKeys[pageIndex][index].flatMap({ results[$0] }),
          !result.compiled
        else { continue }
        evaluator.recordFailure(line: line, errors: result.errors)
      }
      let failedBlocks = evaluator.failedBlocks
      // The blocks failing only in each block's extensions, which complete their types: to that
      // block, they are sound.
      var completedBy: [Int: Set<Int>] = [:]
      for example in page.examples {
        for line in example.entry.failsOnlyInBlocks {
          completedBy[line, default: []].insert(example.example.codeBlock.range.start.line)
        }
      }
      var evaluated: [Int: EvaluatedExample] = [:]
      for (index, example) in page.examples.enumerated() {
        // A shard reports only its own examples.
        if options.shard != nil, exampleKeys[pageIndex][index] == nil { continue }
        let key = exampleKeys[pageIndex][index]
        evaluator.failedBlocks = failedBlocks.subtracting(
          completedBy[example.example.codeBlock.range.start.line] ?? [])
        evaluator.furtherLacking =
          if let memo, let job = example.job, let result = key.flatMap({ results[$0] }) {
            furtherLacking(job, result, code: example.example.codeBlock.code, evaluator, memo)
          } else { [] }
        let evaluation = evaluator.evaluate(
          example.example, entry: example.entry, job: example.job,
          result: key.flatMap { results[$0] })
        switch evaluation.outcome.withoutUnreadable {
        case .notRun(.undeclaredNames(let names, _, _, _, _)),
          .notRun(.alsoNeeds(.undeclaredNames(let names, _, _, _, _), _, _, _, _)):
          evaluator.unshownByBlock[example.example.codeBlock.range.start.line] = names
        default: break
        }
        // (A block that compiled made the context; its reason is not another block's.)
        if case .notRun(let reason) = evaluation.outcome,
          key.flatMap({ results[$0] })?.compiled != true
        {
          evaluator.ownReasons[example.example.codeBlock.range.start.line] = reason
        }
        if case .notRun(.standardTypeAsModel(let type, _)) = evaluation.outcome.withoutUnreadable {
          evaluator.unshownByBlock[example.example.codeBlock.range.start.line] = [type]
        }
        let timing = key.flatMap { timings[$0] }
        evaluated[index] = EvaluatedExample(
          example: example, outcome: evaluation.outcome, problems: evaluation.problems,
          cached: timing?.cached, seconds: timing?.seconds, logsAfter: evaluation.logsAfter,
          claimedCompileError: evaluation.claimedCompileError)
        // Peers share the block's unit: when it did not compile and run, neither did they.
        let blockRan = key.flatMap { results[$0] }.map { $0.compiled && $0.run != nil } ?? false
        let peerExample = PeerRun.example(example.example)
        let peers = blockRan ? Array(zip(example.peerJobs, peerKeys[pageIndex][index] ?? [])) : []
        for (peer, peerKey) in peers {
          let peerEvaluation = evaluator.evaluate(
            peerExample, entry: example.entry, job: peer.job, result: results[peerKey])
          evaluated[index]?.peerRuns.append(
            PeerRun(
              view: peer.view, outcome: peerEvaluation.outcome,
              problems: peerEvaluation.problems, cached: timings[peerKey]?.cached,
              seconds: timings[peerKey]?.seconds))
        }
      }
      let order = evaluated.keys.sorted()
      let logs = LogCheck(path: page.path, strict: options.strictLogs).verdicts(
        order.map {
          (evaluated[$0]!.example.example, evaluated[$0]!.example.entry, evaluated[$0]!.outcome)
        })
      let indexOfLine = Dictionary(
        uniqueKeysWithValues: order.map {
          (evaluated[$0]!.example.example.codeBlock.range.start.line, $0)
        })
      for (line, log) in logs {
        let program = order[log.program]
        guard let index = indexOfLine[line] else {
          // A log fenced as text: shown with the block it follows.
          evaluated[program]?.logsAfter[line] = log.verdict
          diagnostics.emit(log.diagnostics)
          continue
        }
        let programLine = evaluated[program]?.example.example.codeBlock.range.start.line
        evaluated[index]?.logVerdict = log.verdict
        evaluated[index]?.logProgramLine = programLine
        evaluated[index]?.problems += log.diagnostics
      }
      for (line, host) in SharedRun.hosts(among: order.map { evaluated[$0]! }) {
        let index = indexOfLine[line]!
        evaluated[index] = evaluated[index].map { SharedRun.credited($0, host: host) }
      }
      for index in order {
        let example = evaluated[index]!
        diagnostics.emit(example.problems + example.peerRuns.flatMap(\.problems))
        let line = example.example.example.codeBlock.range.start.line
        counts.count(
          example.outcome, problems: example.problems, at: "\(page.path):\(line)",
          ranInAnotherExample: example.ranInExample != nil)
        byNote[page.path, default: [:]][line] = example
      }
    }
    // Every compilation counts, those of rounds the pages' final context no longer asks for
    // included.
    if let memo { (counts.compiled, counts.cached) = memo.totals() }
    return Result(byNote: byNote, counts: counts)
  }

  /// The pages with their examples, each block's context built from the earlier blocks that
  /// compile. A page needs a block's result to assemble the next block, yet compiling blocks
  /// one by one would forgo merged compilation: so every page is assembled as if each block
  /// whose result is unknown compiles, all the unknown jobs are compiled together, and the pages
  /// are assembled again, until no page asks for an unknown result (the pages where a block
  /// failed take another round; the others' jobs are then all known). After the first round a
  /// block that failed is assumed to fail again (`AssemblyForecast`).
  private func assemble(
    _ documents: [Document],
    _ associations: [(examples: [SwiftExample], diagnostics: [Diagnostic])],
    preludes: [Prelude?], memo: ExampleResultMemo?
  ) -> [PageExamples] {
    let inputs = Array(zip(zip(documents.map(\.path), associations), preludes))
    guard let memo else {
      return ConcurrentMap.map(inputs) {
        PageExamples(
          path: $0.0.0, association: $0.0.1, explores: options.explorePreviews, prelude: $0.1,
          result: nil)
      }
    }
    var forecast = AssemblyForecast()
    while true {
      let unknown = UnknownJobs()
      let assumed = forecast
      let pages = ConcurrentMap.map(inputs) { page, prelude in
        let (path, association) = page
        return PageExamples(
          path: path, association: association, explores: options.explorePreviews,
          prelude: prelude
        ) { job in
          let key = memo.cacheKey(of: job)
          if let known = memo.known(key) { return known.result }
          unknown.add(job, key: key, note: path)
          return assumed.assumedResult(of: job, note: path)
        }
      }
      for page in pages {
        for job in page.examples.flatMap(\.jobs) {
          let key = memo.cacheKey(of: job)
          if let shard = options.shard, !shard.contains(key: key) { continue }
          if memo.known(key) == nil { unknown.add(job, key: key, note: page.path) }
        }
      }
      guard !unknown.jobs.isEmpty else { return pages }
      let progress = ProgressCounter(total: unknown.jobs.count, report: options.progress)
      let notes = unknown.notes
      memo.resolve(unknown.jobs) { progress.advance(note: notes[$0]!) }
      forecast.learn(unknown.jobs, notes: notes) { memo.known($0)?.result.compiled ?? true }
    }
  }

  private func emit(_ jobs: [String: ExampleJob], to folder: URL) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (key, job) in jobs {
      try? Data(job.source.utf8).write(to: folder.appendingPathComponent("\(key).swift"))
      for (marker, applies) in [
        ("library", !job.unit.hasTopLevelCode), ("typecheck", job.kind == .typecheck),
      ]
      where applies {
        _ = FileManager.default.createFile(
          atPath: folder.appendingPathComponent("\(key).\(marker)").path, contents: nil)
      }
    }
  }

  /// What else the engine lacks behind the members swiftc said it lacks: the block compiled
  /// again (type-checked only) without their calls, a few rounds at most.
  private func furtherLacking(
    _ job: ExampleJob, _ result: ExampleResult, code: String, _ evaluator: ExampleEvaluator,
    _ memo: ExampleResultMemo
  ) -> [String] {
    var blanked: Set<String> = []
    var found: [String] = []
    var errors = result.errors
    for _ in 0..<LackingMemberProbe.rounds {
      let missing = LackingMemberProbe.missingMembers(errors).subtracting(blanked)
      guard !missing.isEmpty else { break }
      blanked.formUnion(missing)
      guard let unit = LackingMemberProbe.unit(job.unit, without: blanked) else { break }
      var probe = job
      probe.unit = unit
      probe.kind = .typecheck
      probe.explores = false
      let probed = memo.result(of: probe, key: memo.cacheKey(of: probe)).result
      for name in evaluator.lackingNames(probed, job: probe, code: code)
      where !found.contains(name) {
        found.append(name)
      }
      errors = probed.errors
    }
    return found
  }

  /// The runner for this build's examples; nil when there is nothing to compile, or when the
  /// examples cannot be compiled and run here — an error that says what to do, since a build that
  /// skips its examples must not pass as verified (only `--no-run` skips them). Whether its engine
  /// can run examples is its `verdict`, known soon after.
  private func makeRunner(needed: Bool) -> ExampleRunner? {
    guard needed, options.runExamples else { return nil }
    let versions = options.cacheFolder.map { CompilerVersionCache(folder: $0) }
    guard let compiler = SwiftCompiler.locate(versions: versions) else {
      unavailable(
        "examples.no-compiler",
        "swiftc is not on PATH or does not start, so the Swift examples cannot be run: install the Swift toolchain, \(Self.skip)"
      )
      return nil
    }
    guard let engine = options.engine ?? EngineArtifacts.locate() else {
      unavailable(
        "examples.no-engine",
        "the state engine is not built next to docbuild, so the Swift examples cannot be run: build it with `swift build --product SwiftUIEngine` (or set DOCBUILD_ENGINE_DIR to its folder), \(Self.skip)"
      )
      return nil
    }
    let toolchainLibraries = compiler.executable.resolvingSymlinksInPath()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib").path
    let mode = options.sandboxMode(for: configuration)
    let required = mode != options.sandbox
    let (sandbox, sandboxProblem) = Sandbox.make(
      mode: mode, readableFolders: [toolchainLibraries, engine.buildFolder.path])
    guard let sandbox else {
      let (asked, otherwise) =
        required
        ? ("docbuild.yml says sandbox: required", "for trusted notes pass --sandbox=off")
        : ("--sandbox=required", "pass --sandbox=auto")
      unavailable(
        "examples.no-sandbox",
        "\(asked), but \(sandboxProblem ?? "no sandbox is available"): the Swift examples are not run; install bubblewrap, or \(otherwise)"
      )
      return nil
    }
    if let warning = sandbox.fallbackWarning {
      diagnostics.emit(
        .warning(
          "sandbox.fallback", "\(sandboxProblem ?? "bubblewrap is not usable"): \(warning)",
          path: options.input.path))
    }
    var runner = ExampleRunner(
      compiler: compiler, engine: engine, cache: cache(), sandbox: sandbox)
    // Probed while the examples compile; `evaluate` reads the verdict before using a result.
    runner.verdict = EngineVerdict(for: runner)
    return runner
  }

  /// The example cache, signed with this machine's key; nil (with a warning) when there is no
  /// key to be had, so that the build runs without a cache rather than trusting unsigned entries.
  private func cache() -> ExampleCache? {
    guard let folder = options.cacheFolder else { return nil }
    do {
      let key = try options.cacheSigningKey ?? CacheSigningKey.load()
      return ExampleCache(folder: folder, signingKey: key)
    } catch {
      diagnostics.emit(
        .warning(
          "cache.no-key",
          "the example cache is not used: \(error); every example is compiled and run",
          path: options.input.path))
      return nil
    }
  }

  private static let skip = "or pass --no-run to build the pages without running the examples"

  private func unavailable(_ id: String, _ message: String) {
    diagnostics.emit(.error(id, message, path: options.input.path))
  }
}

/// The jobs whose results a round of page assembly asked for and did not know, with the first
/// note that has each (for progress).
private final class UnknownJobs: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var jobs: [String: ExampleJob] = [:]
  private(set) var notes: [String: String] = [:]

  func add(_ job: ExampleJob, key: String, note: String) {
    lock.withLock {
      jobs[key] = job
      notes[key] = notes[key] ?? note
    }
  }
}
