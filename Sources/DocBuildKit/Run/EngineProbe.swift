import Foundation
import Synchronization

/// A one-view example compiled and run before the notes' examples: it proves that the compiler
/// starts, that the engine beside docbuild can be imported and linked, and that it is the engine
/// of this docbuild (same report interface). Without it, a stale or broken engine would turn every
/// example into a failure that blames the note.
enum EngineProbe {
  static let text = "docbuild engine probe"

  static let job: ExampleJob = {
    let code = [
      "import SwiftUI",
      "struct DocbuildEngineProbe: View {",
      "  var body: some View { Text(\"\(text)\") }",
      "}",
    ]
    let unit = CompilationUnit(
      sourceMap: SourceMap(lines: code.map { .init(text: $0, origin: .synthesized) }),
      root: .type("DocbuildEngineProbe"), hasTopLevelCode: false, blockIndex: 0, fragment: nil)
    return ExampleJob(unit: unit, scenario: Scenario(steps: []), kind: .run, timeout: 60)
  }()

  /// Engine and compiler pairs (by cache key) that passed in this process: a process that builds
  /// many sites (the tests, `serve`) probes each pair once.
  private static let passed = Mutex<Set<String>>([])

  /// Runs the probe with the runner's compiler and engine (a passing result is cached like any
  /// example's); returns why they cannot run examples, or nil.
  static func check(with runner: ExampleRunner) -> String? {
    let key = runner.cacheKey(of: job)
    if passed.withLock({ $0.contains(key) }) { return nil }
    let result = runner.result(of: job, key: key) { problem(with: $0) == nil }.result
    if let problem = problem(with: result) { return problem }
    passed.withLock { _ = $0.insert(key) }
    return nil
  }

  /// Why the probe's result shows the engine unusable; nil when it ran as expected.
  static func problem(with result: ExampleResult) -> String? {
    guard result.compiled else {
      let first =
        result.errors.first?.text
        ?? result.compilerOutput.split(separator: "\n").first.map(String.init) ?? "no message"
      return "a one-view example does not compile against it (\(first))"
    }
    guard let run = result.run, !run.timedOut, !run.crashed, run.status == 0 else {
      let output = result.run?.errorOutput.split(separator: "\n").first.map(String.init)
      return "a one-view example built against it does not run (\(output ?? "no output"))"
    }
    guard let report = run.report, report.interface == RunReport.interfaceVersion else {
      let found = run.report?.interface.map(String.init) ?? "none"
      return
        "it was built from another version of docbuild (interface \(found), this docbuild speaks \(RunReport.interfaceVersion))"
    }
    guard report.steps.first?.snapshot.contains(text) == true else {
      return "a one-view example built against it shows nothing"
    }
    return nil
  }
}

/// The engine probe's verdict, reached on a thread of its own while the build's examples
/// compile: on a cold build the probe's compile, link and run would otherwise come first, with a
/// core idle. The verdict only decides whether the examples' results are used; until it is known
/// none is cached, and a batch that fails does not go on to compile its examples alone.
final class EngineVerdict: @unchecked Sendable {
  private let condition = NSCondition()
  private var reached = false
  private var found: String?

  init(checking runner: ExampleRunner) {
    let thread = Thread { [self] in
      let problem = EngineProbe.check(with: runner)
      condition.lock()
      found = problem
      reached = true
      condition.broadcast()
      condition.unlock()
    }
    thread.start()
  }

  /// Why the engine cannot run examples, or nil; waits for the probe.
  var problem: String? {
    condition.lock()
    defer { condition.unlock() }
    while !reached { condition.wait() }
    return found
  }
}
