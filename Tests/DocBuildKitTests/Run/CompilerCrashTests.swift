import Foundation
import Testing

@testable import DocBuildKit

/// swiftc crashing on a block's code is a compiler bug that code meets, not the machine's failure:
/// the result is the example's (cached, said as the compiler's crash), and a merged batch it
/// crashes still runs its other examples.
@Suite struct CompilerCrashTests {
  /// A real crash of the toolchain's compiler: `-debug-crash-immediately` is the frontend's own
  /// switch for a deliberate crash, so its report is exactly what a crash on a note's code prints
  /// (no small program is known to crash this compiler version stably).
  static func crashingCompilation(folder: URL) throws -> ChildProcess.Result {
    let compiler = try #require(SwiftCompiler.locate())
    let source = folder.appendingPathComponent("main.swift")
    try Data("let answer = 42\n".utf8).write(to: source)
    return ChildProcess(
      executable: compiler.executable,
      arguments: [
        "-Xfrontend", "-debug-crash-immediately", "-emit-sil", source.path, "-o", "/dev/null",
      ],
      currentDirectory: folder, timeout: 120
    ).run()
  }

  @Test func aCrashReportIsTheCompilersBugNotTheMachine() throws {
    let folder = TestPaths.temporaryFolder()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var compilation = try Self.crashingCompilation(folder: folder)
    #expect(compilation.status != 0)
    #expect(CompilerCrash.isShown(in: compilation.output + compilation.errorOutput))
    #expect(EnvironmentFailure.ofCompilation(compilation, timeout: 300) == nil)
    // The same words from a compiler the system killed (signal 9) stay the machine's.
    compilation.crashed = true
    compilation.status = SIGKILL
    #expect(EnvironmentFailure.ofCompilation(compilation, timeout: 300) != nil)
  }

  @Test func aCompilerKilledWithoutAReportIsTheMachines() {
    let killed = ChildProcess.Result(
      status: 6, output: "", errorOutput: "", timedOut: false, truncated: false, crashed: true)
    #expect(EnvironmentFailure.ofCompilation(killed, timeout: 300) != nil)
  }

  /// A stand-in `swiftc` that crashes the real one whenever it compiles a file holding `marker`.
  static func crashingRunner(marker: String, folder: URL) throws -> ExampleRunner {
    let real = try ExampleJobFixture.runner()
    let swiftc = folder.appendingPathComponent("swiftc")
    try ExecutableScript.write(
      """
      for argument in "$@"; do
        case "$argument" in
          *.swift) if grep -q '\(marker)' "$argument" 2>/dev/null; then
            exec '\(real.compiler.executable.path)' "$@" -Xfrontend -debug-crash-immediately
          fi ;;
        esac
      done
      exec '\(real.compiler.executable.path)' "$@"
      """, to: swiftc)
    return ExampleRunner(
      compiler: SwiftCompiler(executable: swiftc, version: real.compiler.version),
      engine: real.engine, cache: nil, sandbox: real.sandbox)
  }

  @Test func aMergedCompilationThatCrashesStillRunsItsExamples() throws {
    let folder = TestPaths.temporaryFolder()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let runner = try Self.crashingRunner(marker: "crashes the merged compile", folder: folder)
    func view(_ label: String, comment: String = "") -> String {
      "import SwiftUI\n// \(comment)\nstruct ContentView: View {\n  var body: some View { Text(\"\(label)\") }\n}\n"
    }
    let jobs = [
      ExampleJobFixture.job(view("Plain")),
      ExampleJobFixture.job(view("Marked", comment: "crashes the merged compile")),
    ]
    let batch = MergedBatch(
      runner: runner, jobs: jobs, rewritten: jobs.map { MergedSource.rewritten($0)! },
      folder: folder.appendingPathComponent("batch"))
    let merged = batch.run { _ in }
    #expect(merged.alone == [0, 1], "the crashed batch's examples compiled alone")
    let (plain, marked) = (merged.results[0], merged.results[1])
    #expect(plain.compiled && plain.run?.status == 0)
    // The marked example crashes the compiler alone too: its own result, not the machine's.
    #expect(!marked.compiled && CompilerCrash.isShown(in: marked.compilerOutput))
    #expect(marked.environmentFailure == nil)
  }
}
