import EngineInterface
import Foundation

/// One compilation unit to compile, and to run when its fence allows.
struct ExampleJob: Sendable {
  enum Kind: String, Sendable {
    /// Compile, link and run the root view (or the program) through the scenario.
    case run
    /// Compile without linking or running (type-checked, and checked as Swift does after that):
    /// `no_run`, `compile_fail`, units without a root or top-level code.
    case typecheck
  }

  var unit: CompilationUnit
  var scenario: Scenario
  var kind: Kind
  /// Seconds the run may take.
  var timeout: Double
  /// Whether a run that succeeded is followed by an exploration of its UI (a view root, and no
  /// `no_explore` on the fence).
  var explores = false
  /// `compile_fail`: the job is meant not to compile, so it compiles alone rather than in a
  /// merged batch it would only make compile again.
  var expectsErrors = false

  /// The file given to the compiler: the unit, and for a run the driver after it (so the
  /// unit's line numbers are the file's).
  var source: String {
    let pinned = unit.source + VirtualClockPins.declarations(for: unit.source)
    guard kind == .run else { return pinned }
    let started = unit.hasTopLevelCode ? DriverSource.startingProgram(pinned) : pinned
    return started + DriverSource.code(root: unit.root, topLevel: unit.hasTopLevelCode)
  }

  /// The scenario as the driver gets it: each action with its normalised line as its name.
  var script: ScenarioScript {
    ScenarioScript(steps: scenario.steps.map { .init(name: $0.description, action: $0.action) })
  }

  /// Everything that decides the result: the code, the scenario, the kind,
  /// the time limit, the engine build, the compiler and how the run was isolated (an unsandboxed
  /// result must never be shown by a sandboxed build).
  /// The leading version string changes whenever what the runner does with a job changes.
  func cacheKey(compiler: SwiftCompiler, engine: EngineArtifacts, isolation: String) -> String {
    var hash = SHA256()
    for part in [
      "docbuild-example-7", kind.rawValue, explores ? "explore" : "", String(timeout),
      compiler.version, engine.fingerprint,
      isolation, SwiftCompiler.flags.joined(separator: " "), source, kind == .run ? scriptJSON : "",
    ] {
      hash.update(part)
      hash.update([0])
    }
    return hash.finalize()
  }

  /// `script` as the JSON the driver reads (keys sorted, so that equal scenarios hash alike).
  var scriptJSON: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(script)).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }
}

/// What compiling and running a job gave.
struct ExampleResult: Codable, Hashable, Sendable {
  struct Run: Codable, Hashable, Sendable {
    /// The driver's report; nil when the program died before writing it.
    var report: RunReport?
    var status: Int32
    var timedOut: Bool
    var crashed: Bool
    var truncated: Bool
    /// What the program wrote to standard error (a fatalError's message).
    var errorOutput: String
  }

  var compiled: Bool
  /// The compiler's errors, at lines of the job's source.
  var errors: [CompilerMessage]
  /// The compiler's output when it failed without a readable message (a linker error).
  var compilerOutput: String
  var run: Run?
  /// Set when the example's own code compiles but docbuild's driver cannot mount its root view
  /// (a view that needs arguments): the compiler's message about the driver.
  var rootProblem: String? = nil
  /// Set when this machine, not the example, made it fail (a sandbox that could not start, a
  /// resource limit refused, a compiler out of time): such a result is never cached.
  var environmentFailure: String? = nil
  /// Set when the example ran but exploring its UI ran out of time, alone as well as in its
  /// batch: a busy machine, or controls that never return. The example is shown without
  /// Explore, and the result is not cached, so that a later build explores it again.
  var explorationFailure: String? = nil
}
