import Foundation

/// The examples of the whole site: finds them on every page, compiles and runs them (in
/// parallel, from the cache where possible), and evaluates each against what its note says.
struct ExampleStage {
  /// One evaluated Swift block, keyed for the renderer by the line its fence starts on.
  struct Evaluated: Sendable {
    var example: PageExamples.Example
    var outcome: ExampleOutcome
    var problems: [Diagnostic]
    /// Whether its result came from the cache, and the seconds it took in this build; nil when
    /// nothing was compiled for it.
    var cached: Bool? = nil
    var seconds: Double? = nil
  }

  struct Result: Sendable {
    /// note path → fence line → evaluated block
    var byNote: [String: [Int: Evaluated]]
    var counts: ExampleCounts

    /// One line per block: where it is, what happened and why (`--explain`).
    var report: [String] { ExampleReport.lines(byNote) }
    /// The same, structured (`--report`).
    var entries: [BuildReport.Example] { ExampleReport.entries(byNote) }
  }

  let options: BuildOptions
  let diagnostics: DiagnosticEngine

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
    var result = ExampleStage(options: options, diagnostics: collected).evaluate(changed)
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
        result.counts.count(evaluated.outcome, problems: evaluated.problems, at: "\(path):\(line)")
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
    return evaluate(documents, associations, runner: runner)
  }

  private func evaluate(
    _ documents: [Document],
    _ associations: [(examples: [SwiftExample], diagnostics: [Diagnostic])],
    runner: ExampleRunner?
  ) -> Result {
    let memo = runner.map(ExampleResultMemo.init)
    let pages = assemble(documents, associations, memo: memo)
    // The engine probe ran beside the first compilations: an engine that cannot run examples
    // throws their results away (none was cached), and the pages say why none ran.
    if let problem = runner?.verdict?.problem, let engine = runner?.engine {
      unavailable(
        "examples.engine-unusable",
        "the state engine in \(engine.buildFolder.path) cannot run examples: \(problem); rebuild it with `swift build --product SwiftUIEngine`, \(Self.skip)"
      )
      return evaluate(documents, associations, runner: nil)
    }
    for page in pages { diagnostics.emit(page.diagnostics) }

    var jobs: [String: ExampleJob] = [:]
    var notes: [String: String] = [:]  // cache key → the first note that has the job
    // Each example's cache key, computed once: page index → example index → key.
    var exampleKeys: [[Int: String]] = Array(repeating: [:], count: pages.count)
    if let memo {
      for (pageIndex, page) in pages.enumerated() {
        for (index, example) in page.examples.enumerated() {
          guard let job = example.job else { continue }
          let key = memo.cacheKey(of: job)
          if let shard = options.shard, !shard.contains(key: key) { continue }
          jobs[key] = job
          notes[key] = notes[key] ?? page.path
          exampleKeys[pageIndex][index] = key
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
    for (key, outcome) in zip(keys, outcomes) {
      results[key] = outcome.result
      counts.exploreSeconds += outcome.result.run?.report?.exploration?.seconds ?? 0
      timings[key] = (outcome.cached, outcome.seconds)
      if outcome.cached { counts.cached += 1 } else { counts.compiled += 1 }
      if let reason = outcome.rejectedEntry {
        diagnostics.emit(
          .warning(
            "cache.rejected",
            "a cached example result could not be trusted (\(reason)); the example was compiled and run again",
            path: notes[key]!))
      }
    }

    var byNote: [String: [Int: Evaluated]] = [:]
    for (pageIndex, page) in pages.enumerated() {
      let evaluator = ExampleEvaluator(path: page.path, declaredNames: page.declaredNames)
      for (index, example) in page.examples.enumerated() {
        // A shard reports only its own examples.
        if options.shard != nil, exampleKeys[pageIndex][index] == nil { continue }
        let key = exampleKeys[pageIndex][index]
        let (outcome, problems) = evaluator.evaluate(example, result: key.flatMap { results[$0] })
        diagnostics.emit(problems)
        let line = example.example.codeBlock.range.start.line
        counts.count(outcome, problems: problems, at: "\(page.path):\(line)")
        let timing = key.flatMap { timings[$0] }
        byNote[page.path, default: [:]][line] = Evaluated(
          example: example, outcome: outcome, problems: problems, cached: timing?.cached,
          seconds: timing?.seconds)
      }
    }
    return Result(byNote: byNote, counts: counts)
  }

  /// The pages with their examples, each block's context built from the earlier blocks that
  /// compile. A page needs a block's result to assemble the next block, yet compiling blocks
  /// one by one would forgo merged compilation: so every page is assembled as if each block
  /// whose result is unknown compiles, all the unknown jobs are compiled together, and the pages
  /// are assembled again, until no page asks for an unknown result (the pages where a block
  /// failed take another round; the others' jobs are then all known).
  private func assemble(
    _ documents: [Document],
    _ associations: [(examples: [SwiftExample], diagnostics: [Diagnostic])],
    memo: ExampleResultMemo?
  ) -> [PageExamples] {
    let inputs = Array(zip(documents.map(\.path), associations))
    guard let memo else {
      return ConcurrentMap.map(inputs) {
        PageExamples(
          path: $0.0, association: $0.1, explores: options.explorePreviews, result: nil)
      }
    }
    while true {
      let unknown = UnknownJobs()
      let pages = ConcurrentMap.map(inputs) { path, association in
        PageExamples(path: path, association: association, explores: options.explorePreviews) {
          job in
          let key = memo.cacheKey(of: job)
          if let known = memo.known(key) { return known.result }
          unknown.add(job, key: key, note: path)
          return ExampleResult(compiled: true, errors: [], compilerOutput: "", run: nil)
        }
      }
      for page in pages {
        for job in page.examples.compactMap(\.job) {
          let key = memo.cacheKey(of: job)
          if let shard = options.shard, !shard.contains(key: key) { continue }
          if memo.known(key) == nil { unknown.add(job, key: key, note: page.path) }
        }
      }
      guard !unknown.jobs.isEmpty else { return pages }
      let progress = ProgressCounter(total: unknown.jobs.count, report: options.progress)
      let notes = unknown.notes
      memo.resolve(unknown.jobs) { progress.advance(note: notes[$0]!) }
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

  /// The runner for this build's examples; nil when there is nothing to compile, or when the
  /// examples cannot be compiled and run here — an error that says what to do, since a build that
  /// skips its examples must not pass as verified (only `--no-run` skips them). Whether its engine
  /// can run examples is its `verdict`, known soon after.
  private func makeRunner(needed: Bool) -> ExampleRunner? {
    guard needed, options.runExamples else { return nil }
    let versions = options.cacheFolder.map {
      CompilerVersionCache(folder: $0, readOnly: options.check)
    }
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
    let (sandbox, sandboxProblem) = Sandbox.make(
      mode: options.sandbox, readableFolders: [toolchainLibraries, engine.buildFolder.path])
    guard let sandbox else {
      unavailable(
        "examples.no-sandbox",
        "--sandbox=required, but \(sandboxProblem ?? "no sandbox is available"): the Swift examples are not run; install bubblewrap, or pass --sandbox=auto"
      )
      return nil
    }
    var runner = ExampleRunner(
      compiler: compiler, engine: engine,
      cache: options.cacheFolder.map { ExampleCache(folder: $0, readOnly: options.check) },
      sandbox: sandbox)
    // Probed while the examples compile; `evaluate` reads the verdict before using a result.
    runner.verdict = EngineVerdict(for: runner)
    return runner
  }

  private static let skip = "or pass --no-run to build the pages without running the examples"

  private func unavailable(_ id: String, _ message: String) {
    diagnostics.emit(.error(id, message, path: options.input.path))
  }
}

/// How many examples ran, were compiled only, were not run (by kind) or failed.
public struct ExampleCounts: Sendable, Equatable {
  /// The build was told not to run examples.
  public var disabled = false
  public var run = 0
  public var compiledOnly = 0
  public var failed = 0
  /// Failed blocks, by what failed (compile error, run error, output mismatch…).
  public var failedBy: [String: Int] = [:]
  public var ignored = 0
  /// Blocks not run, by what they are (API listing, console log, fragment…).
  public var notRun: [String: Int] = [:]
  /// Said once when examples ran with weaker isolation than a sandbox.
  public var sandboxNotice: String?
  /// Distinct compilations done in this build, and those answered from the cache.
  public var compiled = 0
  public var cached = 0
  /// Examples whose preview is explorable and the states explored in all; the seconds the
  /// distinct explorations took when they ran (cached ones included: an example shared by three
  /// languages is explored once).
  public var explored = 0
  public var exploredStates = 0
  public var exploreSeconds = 0.0
  /// The example whose exploration took longest (`en/01-state.md:12`), and its seconds.
  public var slowestExploration: String?
  public var slowestExploreSeconds = 0.0

  /// `place`: the block's `note:line`.
  mutating func count(_ outcome: ExampleOutcome, problems: [Diagnostic], at place: String = "") {
    if case .ran(let report, _) = outcome, let exploration = report.exploration,
      ExploreData.isExplorable(exploration)
    {
      explored += 1
      exploredStates += exploration.states.count
      let seconds = exploration.seconds ?? 0
      if slowestExploration == nil || seconds > slowestExploreSeconds {
        (slowestExploration, slowestExploreSeconds) = (place, seconds)
      }
    }
    switch outcome {
    case .ignored: ignored += 1
    case .notRun(let reason): notRun[reason.kind, default: 0] += 1
    case .compiledOnly: compiledOnly += 1
    case .ran(_, let matched) where matched != false: run += 1
    case .ran, .failed:
      failed += 1
      failedBy[ExampleReport.failureKind(problems), default: 0] += 1
    }
  }

  /// `Examples: 40 run, 8 compiled only, 3 not run (2 API listing, 1 console log), 1 failed (1 compile error), 1 ignored; 12 compiled, 40 cached`
  public var line: String {
    if disabled { return "Examples: not run (--no-run)" }
    let notRunTotal = notRun.values.reduce(0, +)
    return "Examples: \(run) run, \(compiledOnly) compiled only, \(notRunTotal) not run"
      + Self.byKind(notRun) + ", \(failed) failed" + Self.byKind(failedBy)
      + ", \(ignored) ignored; \(compiled) compiled, \(cached) from cache"
  }

  /// `Explored 40 previews: 312 states, 2.10 s of exploring (longest en/01-state.md:12, 0.20 s)`;
  /// `--report` has each example's.
  public var exploredLine: String {
    "Explored \(explored) preview\(explored == 1 ? "" : "s"): \(exploredStates) states, "
      + String(format: "%.2f", exploreSeconds) + " s of exploring (longest "
      + (slowestExploration ?? "") + ", " + String(format: "%.2f", slowestExploreSeconds) + " s)"
  }

  /// ` (2 API listing, 1 console log)`, or nothing when there are none.
  private static func byKind(_ counts: [String: Int]) -> String {
    guard !counts.isEmpty else { return "" }
    return " ("
      + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
      + ")"
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

/// Counts finished examples and tells the caller (the CLI shows progress).
final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var done = 0
  private let total: Int
  private let report: (@Sendable (Int, Int, String) -> Void)?

  init(total: Int, report: (@Sendable (Int, Int, String) -> Void)?) {
    self.total = total
    self.report = report
  }

  func advance(note: String) {
    lock.lock()
    done += 1
    let done = self.done
    lock.unlock()
    report?(done, total, note)
  }
}
