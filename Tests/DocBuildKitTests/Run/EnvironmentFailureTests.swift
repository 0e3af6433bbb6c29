import Foundation
import Testing

@testable import DocBuildKit

/// A result that the machine caused (a sandbox that could not start, a resource limit refused)
/// is never cached as the example's: the next build, on a machine that works, runs it again.
@Suite struct EnvironmentFailureTests {
  /// What bubblewrap and prlimit print when the machine refuses them, before the example starts
  /// (`prlimit` under `ulimit -v` lower than the sandbox's address-space limit).
  static let refusals = [
    "bwrap: Creating new namespace failed: Operation not permitted",
    "prlimit: failed to set the AS resource limit: Operation not permitted",
  ]

  static func job(_ label: String) -> ExampleJob {
    ExampleJobFixture.job(
      "import SwiftUI\nstruct ContentView: View {\n  var body: some View { Text(\"\(label)\") }\n}\n"
    )
  }

  /// A runner whose sandbox is a stand-in for bubblewrap that fails as `refusal` says.
  static func failingRunner(_ refusal: String, folder: URL) throws -> ExampleRunner {
    let real = try ExampleJobFixture.runner()
    let bwrap = folder.appendingPathComponent("bwrap")
    try ExecutableScript.write("echo '\(refusal)' >&2\nexit 1", to: bwrap)
    let sandbox = Sandbox(
      isolation: .bubblewrap(bwrap.path), readableFolders: real.sandbox.readableFolders,
      processLimit: real.sandbox.processLimit)
    return ExampleRunner(
      compiler: real.compiler, engine: real.engine,
      cache: ExampleCache(folder: folder.appendingPathComponent("cache"), signingKey: .random()),
      sandbox: sandbox)
  }

  @Test(arguments: refusals)
  func aRefusedSandboxIsNotCached(_ refusal: String) throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runner = try Self.failingRunner(refusal, folder: folder)
    // Two jobs: the merged batch's process fails, then each runs alone and fails too.
    let jobs = [Self.job("One"), Self.job("Two")]
    let keys = jobs.map(runner.cacheKey(of:))
    let results = runner.results(of: jobs, keys: keys)
    for (key, result) in zip(keys, results.map(\.result)) {
      #expect(result.compiled)
      #expect(result.run?.errorOutput.hasPrefix(refusal) == true)
      #expect(result.environmentFailure?.contains(refusal) == true)
      guard case .miss = runner.cache?.lookup(key) else {
        Issue.record("a refused sandbox's result was cached")
        continue
      }
    }
    // A lone job (`result(of:key:)`) is not cached either.
    let lone = Self.job("Three")
    let key = runner.cacheKey(of: lone)
    #expect(runner.result(of: lone, key: key).result.environmentFailure != nil)
    guard case .miss = runner.cache?.lookup(key) else {
      Issue.record("a refused sandbox's lone result was cached")
      return
    }
  }

  /// The control: an example that fails on its own (a crash, its own message first) is the
  /// example's result, and cached.
  @Test func anExamplesOwnFailureIsCached() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = try ExampleJobFixture.runner()
    let runner = ExampleRunner(
      compiler: real.compiler, engine: real.engine,
      cache: ExampleCache(folder: folder.appendingPathComponent("cache"), signingKey: .random()),
      sandbox: real.sandbox)
    let job = ExampleJobFixture.job(
      "import SwiftUI\nstruct ContentView: View {\n  var body: some View {\n    fatalError(\"boom\")\n  }\n}\n"
    )
    let key = runner.cacheKey(of: job)
    let (result, _, _) = runner.result(of: job, key: key)
    #expect(result.run?.crashed == true)
    #expect(result.environmentFailure == nil)
    guard case .hit = runner.cache?.lookup(key) else {
      Issue.record("the example's own crash was not cached")
      return
    }
  }

  @Test func aCompilerOutOfTimeOrKilledIsTheMachines() {
    var compilation = ChildProcess.Result(
      status: 9, output: "", errorOutput: "", timedOut: false, truncated: false, crashed: true)
    #expect(EnvironmentFailure.ofCompilation(compilation, timeout: 300) != nil)
    compilation.crashed = false
    compilation.status = 1
    #expect(EnvironmentFailure.ofCompilation(compilation, timeout: 300) == nil)
    compilation.timedOut = true
    #expect(EnvironmentFailure.ofCompilation(compilation, timeout: 300)?.contains("300 s") == true)
  }
}
