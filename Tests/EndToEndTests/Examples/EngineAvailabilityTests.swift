import EngineInterface
import Foundation
import Testing

@testable import DocBuildKit

/// A build that has examples to run and cannot run them must fail, also with `--check`:
/// verification never turns itself off silently. Only `--no-run` skips examples.
@Suite struct EngineAvailabilityTests {
  static let checkedNote = """
    # Hello

    ```swift
    print("hello")
    ```

    ```output
    hello
    ```

    """

  /// The folder the test binary was built in, which holds docbuild and the engine too.
  static var buildFolder: URL {
    let executable = try! FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    return URL(fileURLWithPath: executable).deletingLastPathComponent()
  }

  @Test func theBuiltEnginePassesTheProbe() throws {
    let compiler = try #require(SwiftCompiler.locate())
    let engine = try #require(EngineArtifacts.locate())
    let sandbox = try #require(Sandbox.make(mode: .off, readableFolders: []).0)
    let runner = ExampleRunner(compiler: compiler, engine: engine, cache: nil, sandbox: sandbox)
    #expect(EngineProbe.check(with: runner) == nil)
  }

  @Test func anEngineOfAnotherInterfaceIsNamedAsSuch() {
    let step = StepReport(
      step: "first render", console: [], bodies: [], created: [], destroyed: [],
      snapshot: EngineProbe.text)
    func result(interface: Int?) -> ExampleResult {
      ExampleResult(
        compiled: true, errors: [], compilerOutput: "",
        run: .init(
          report: RunReport(interface: interface, steps: [step], failure: nil), status: 0,
          timedOut: false, crashed: false, truncated: false, errorOutput: ""))
    }
    #expect(EngineProbe.problem(with: result(interface: RunReport.interfaceVersion)) == nil)
    let older = EngineProbe.problem(with: result(interface: nil))
    #expect(older?.contains("another version of docbuild") == true)
    let newer = EngineProbe.problem(with: result(interface: RunReport.interfaceVersion + 1))
    #expect(newer?.contains("another version of docbuild") == true)
  }

  /// An engine folder whose files are there but are not a working engine (a broken or foreign
  /// build): an error at the input folder, every example "not run", with and without --check.
  @Test(arguments: [false, true])
  func anUnusableEngineIsAnError(check: Bool) throws {
    let (summary, diagnostics, cached) = try Self.buildWithUnusableEngine(
      ["en/hello.md": Self.checkedNote], check: check)
    // The examples compiled beside the probe: their results are thrown away, never cached.
    #expect(cached.isEmpty, "\(cached)")
    let error = try #require(diagnostics.first { $0.id == "examples.engine-unusable" })
    #expect(error.severity == .error)
    #expect(error.message.contains("swift build --product SwiftUIEngine"))
    #expect(summary.errors > 0)
    #expect(summary.examples.run == 0)
    #expect(summary.examples.notRun["engine unavailable"] == 1)
  }

  /// Examples that merge: the first batch compiles the probe with them, fails, probes alone and
  /// finds the engine unusable; no example compiles alone, nothing is cached.
  @Test func aBatchThatProbesAnUnusableEngineCompilesNothingAlone() throws {
    func note(_ label: String) -> String {
      "# \(label)\n\n```swift\nimport SwiftUI\n\nstruct ContentView: View {\n"
        + "  var body: some View { Text(\"\(label)\") }\n}\n```\n"
    }
    let (summary, diagnostics, cached) = try Self.buildWithUnusableEngine([
      "en/one.md": note("One"), "en/two.md": note("Two"),
    ])
    #expect(diagnostics.contains { $0.id == "examples.engine-unusable" })
    #expect(summary.examples.notRun["engine unavailable"] == 2)
    #expect(cached.isEmpty, "\(cached)")
  }

  /// With a usable engine the first batch runs the probe: the verdict is reached, the probe's
  /// result cached, and the examples' results are their own.
  @Test func theFirstBatchRunsTheProbe() throws {
    var runner = try ExampleJobFixture.runner()
    let cache = TestPaths.temporaryFolder().appendingPathComponent("cache")
    runner = ExampleRunner(
      compiler: runner.compiler, engine: runner.engine,
      cache: ExampleCache(folder: cache, signingKey: .random()),
      sandbox: runner.sandbox)
    // Other tests of this process may have passed the probe already.
    let verdict = EngineVerdict(for: runner, probeAgain: true)
    runner.verdict = verdict
    let jobs = ["One", "Two"].map {
      ExampleJobFixture.job(
        "import SwiftUI\nstruct ContentView: View {\n  var body: some View { Text(\"\($0)\") }\n}\n"
      )
    }
    let results = MergedBatch.results(of: jobs, runner: runner) { _ in }
    #expect(verdict.claim() == false, "the verdict was claimed")
    #expect(verdict.problem == nil)
    guard case .hit(let probe) = runner.cache?.lookup(runner.cacheKey(of: EngineProbe.job)) else {
      Issue.record("the probe's result is not cached")
      return
    }
    #expect(EngineProbe.problem(with: probe) == nil)
    for (label, result) in zip(["One", "Two"], results) {
      #expect(result.run?.report?.steps.first?.snapshot.contains(label) == true)
    }
  }

  /// Builds `notes` against an engine folder whose files are there but are not an engine: the
  /// summary, the diagnostics and the results the example cache holds afterwards.
  static func buildWithUnusableEngine(_ notes: [String: String], check: Bool = false) throws -> (
    summary: BuildSummary, diagnostics: [Diagnostic], cached: [String]
  ) {
    let fixture = SiteFixture(notes)
    defer { fixture.remove() }
    let fake = fixture.root.appendingPathComponent("fake-engine")
    for file in EngineArtifacts.files {
      let url = fake.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("not an engine".utf8).write(to: url)
    }
    let engine = try #require(EngineArtifacts(buildFolder: fake))
    let diagnostics = DiagnosticEngine()
    let cache = fixture.root.appendingPathComponent("cache")
    let summary = try SiteBuilder(
      options: BuildOptions(
        input: fixture.content, output: fixture.site, cacheFolder: cache, engine: engine,
        check: check),
      diagnostics: diagnostics
    ).build()
    let files = FileManager.default.enumerator(atPath: cache.path)?.allObjects ?? []
    let cached = files.map { "\($0)" }.filter { $0.hasSuffix(".json") }
    return (summary, diagnostics.diagnostics, cached)
  }

  /// The command line as CI runs it: a copy of docbuild without its engine beside it exits
  /// non-zero and says what to do, with and without --check.
  @Test(arguments: [[], ["--check"]])
  func aBinaryWithoutItsEngineExitsNonZero(flags: [String]) throws {
    let docbuild = Self.buildFolder.appendingPathComponent("docbuild")
    try #require(
      FileManager.default.isExecutableFile(atPath: docbuild.path),
      "docbuild is not built beside the tests (swift build --build-tests builds it)")
    let fixture = SiteFixture(["en/hello.md": Self.checkedNote])
    defer { fixture.remove() }
    let bin = fixture.root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let copy = bin.appendingPathComponent("docbuild")
    try FileManager.default.copyItem(at: docbuild, to: copy)
    var environment = ProcessInfo.processInfo.environment
    environment["DOCBUILD_ENGINE_DIR"] = nil
    let result = ChildProcess(
      executable: copy, arguments: flags + [fixture.content.path, fixture.site.path],
      environment: environment, currentDirectory: fixture.root, timeout: 120
    ).run()
    #expect(result.status == 1, "exit status \(result.status): \(result.errorOutput)")
    #expect(result.errorOutput.contains("error: the state engine is not built next to docbuild"))
    #expect(result.output.contains("1 not run (1 engine unavailable)"), "\(result.output)")
  }

  /// `--no-run` is how examples are skipped on purpose: no error, exit 0.
  @Test func noRunSkipsWithoutError() throws {
    let fixture = SiteFixture(["en/hello.md": Self.checkedNote])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build(runExamples: false)
    #expect(summary.errors == 0, "\(diagnostics.map(\.formatted))")
  }
}
