import EngineInterface
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
    if knownToPass(with: runner) { return nil }
    return record(runner.perform(job), with: runner)
  }

  /// Whether the probe passed with the runner's compiler and engine in this process, or has its
  /// passing result in the cache.
  static func knownToPass(with runner: ExampleRunner) -> Bool {
    let key = runner.cacheKey(of: job)
    if passed.withLock({ $0.contains(key) }) { return true }
    guard case .hit(let cached) = runner.cache?.lookup(key), problem(with: cached) == nil else {
      return false
    }
    passed.withLock { _ = $0.insert(key) }
    return true
  }

  /// The problem the probe's `result` shows, or nil; a passing result is cached and remembered.
  static func record(_ result: ExampleResult, with runner: ExampleRunner) -> String? {
    if let problem = problem(with: result) { return problem }
    let key = runner.cacheKey(of: job)
    runner.cache?.store(result, for: key)
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

/// The engine probe's verdict, reached while the build's examples compile: on a cold build the
/// probe's compile, link and run would otherwise come first, with a core idle. The first merged
/// batch compiles and runs the probe with its examples (`claim`, then `settle`); without a batch
/// it runs on a thread of its own beside the lone jobs. The verdict only decides whether the
/// examples' results are used: until it is known none is cached, and a batch that fails does not
/// go on to compile its examples alone.
final class EngineVerdict: @unchecked Sendable {
  private enum State {
    case open
    case claimed
    case reached(problem: String?)
  }

  private let condition = NSCondition()
  private var state: State
  /// The runner the probe runs with: the build's, without a verdict of its own.
  private let runner: ExampleRunner

  /// `probeAgain` probes even when the probe is known to pass (a test of where it runs).
  init(for runner: ExampleRunner, probeAgain: Bool = false) {
    self.runner = runner
    let known = !probeAgain && EngineProbe.knownToPass(with: runner)
    state = known ? .reached(problem: nil) : .open
  }

  /// Claims the probe for the caller, who must then `settle` the verdict: true for one caller at
  /// most, and only while no verdict is reached.
  func claim() -> Bool {
    condition.lock()
    defer { condition.unlock() }
    guard case .open = state else { return false }
    state = .claimed
    return true
  }

  /// Probes on a thread of its own, unless the probe is claimed or its verdict reached.
  func probeAside() {
    guard claim() else { return }
    Thread { [self] in settle(probing: nil) }.start()
  }

  /// Settles a claimed verdict with the probe's `result` in a batch, or, without one, by probing
  /// alone; a verdict already reached holds.
  func settle(probing result: ExampleResult?) {
    condition.lock()
    let reached = if case .reached = state { true } else { false }
    condition.unlock()
    guard !reached else { return }
    let problem =
      result.map { EngineProbe.record($0, with: runner) } ?? EngineProbe.check(with: runner)
    condition.lock()
    state = .reached(problem: problem)
    condition.broadcast()
    condition.unlock()
  }

  /// Why the engine cannot run examples, or nil: waits for a claimed probe, and probes here when
  /// nothing did.
  var problem: String? {
    if claim() { settle(probing: nil) }
    condition.lock()
    defer { condition.unlock() }
    while true {
      if case .reached(let problem) = state { return problem }
      condition.wait()
    }
  }
}
