import Foundation
import Testing

@testable import DocBuildKit

/// Examples compiled together in one whole-module batch give exactly what each gives compiled
/// alone; those that cannot be merged, or fail to compile, compile alone.
@Suite struct MergedCompilationTests {
  @Test func mergedExamplesGiveWhatEachGivesAlone() throws {
    let runner = try ExampleJobFixture.runner()
    let jobs = [
      ExampleJobFixture.job(ExampleJobFixture.first, taps: ["Add"], explores: true),
      ExampleJobFixture.job(ExampleJobFixture.second, taps: ["Count 0"], explores: true),
    ]
    for job in jobs { #expect(MergedSource.rewritten(job) != nil) }
    let batch = MergedBatch(
      runner: runner, jobs: jobs, rewritten: jobs.map { MergedSource.rewritten($0)! },
      folder: TestPaths.temporaryFolder().appendingPathComponent("batch"))
    let merged = batch.run { _ in }
    #expect(merged.alone.isEmpty, "the batch compiled merged")
    for (job, result) in zip(jobs, merged.results) {
      let alone = runner.perform(job)
      #expect(ExampleJobFixture.untimed(result) == ExampleJobFixture.untimed(alone))
      let run = try #require(result.run)
      #expect(run.status == 0 && run.report?.failure == nil)
      #expect(run.report?.exploration?.edges.isEmpty == false, "the UI was explored")
    }
    let console = merged.results.map {
      $0.run?.report?.steps.flatMap(\.console).joined(separator: "\n") ?? ""
    }
    #expect(console[0].contains("ContentView: @self, @identity, _items changed."))
    #expect(console[0].contains("[main.Item(name: \"a\"), main.Item(name: \"b\")]"))
    #expect(console[0].contains("\nmain.Row\n"))
    #expect(!console[0].contains("unknown context"))
    #expect(console[1].contains("Button<Text>"))
    let bodies = merged.results[0].run?.report?.steps.last?.bodies.map(\.view) ?? []
    #expect(bodies.contains("ContentView") && bodies.contains("Row"))
  }

  @Test func anExampleThatDoesNotCompileLeavesTheBatchAndTheOthersRun() throws {
    let runner = try ExampleJobFixture.runner()
    let broken = ExampleJobFixture.first.replacingOccurrences(
      of: "items.append(Item(name: \"b\"))", with: "items.append(Item(nome: \"b\"))")
    let jobs = [ExampleJobFixture.job(ExampleJobFixture.first), ExampleJobFixture.job(broken), ExampleJobFixture.job(ExampleJobFixture.second)]
    let results = MergedBatch.results(of: jobs, runner: runner) { _ in }
    #expect(results[0].run?.status == 0 && results[2].run?.status == 0)
    #expect(!results[1].compiled)
    // Where the alone compile reports it (its file is a fresh folder each time).
    let alone = runner.perform(jobs[1])
    #expect(results[1].errors.map { [$0.line, $0.column] } == [[17, 26]])
    #expect(results[1].errors.map(\.text) == alone.errors.map(\.text))
    #expect(results[1].errors.map(\.line) == alone.errors.map(\.line))
    #expect(results[1].errors.map(\.column) == alone.errors.map(\.column))
  }

  /// Runs that crash or hang end as they end alone, and the batch's other runs are untouched; so
  /// with namespaces for each run (bubblewrap) and without (`--sandbox=off`).
  @Test(arguments: [SandboxMode.auto, .off])
  func aRunThatCrashesOrHangsEndsAsAloneAndTheOthersRun(sandbox: SandboxMode) throws {
    let runner = try ExampleJobFixture.runner(sandbox: sandbox)
    func view(_ action: String) -> String {
      "import SwiftUI\nimport Foundation\n\nstruct ContentView: View {\n  var body: some View {\n"
        + "    Button(\"Go\") { \(action) }\n  }\n}\n"
    }
    let jobs = [
      ExampleJobFixture.job(view("fatalError(\"stop here\")"), taps: ["Go"]),
      ExampleJobFixture.job(view("while true { usleep(1000) }"), taps: ["Go"], timeout: 2),
      ExampleJobFixture.job(view("print(\"went\")"), taps: ["Go"], explores: true),
    ]
    let batch = MergedBatch(
      runner: runner, jobs: jobs, rewritten: jobs.map { MergedSource.rewritten($0)! },
      folder: TestPaths.temporaryFolder().appendingPathComponent("batch"))
    let merged = batch.run { _ in }
    #expect(merged.alone.isEmpty)
    let runs = merged.results.map(\.run)
    #expect(runs[0]?.crashed == true && runs[0]?.errorOutput.contains("stop here") == true)
    #expect(runs[1]?.timedOut == true && runs[1]?.crashed == false)
    #expect(runs[2]?.status == 0 && runs[2]?.report?.steps.last?.console == ["went"])
    #expect(runs[2]?.report?.exploration != nil)
    for (job, result) in zip(jobs, merged.results) {
      let alone = runner.perform(job)
      #expect(result.run?.status == alone.run?.status)
      #expect(result.run?.crashed == alone.run?.crashed)
      #expect(result.run?.timedOut == alone.run?.timedOut)
      // The message; the stack trace below it has other addresses in every run.
      let message = { (run: ExampleResult.Run?) in run?.errorOutput.split(separator: "\n").first }
      #expect(message(result.run) == message(alone.run))
    }
  }

  /// Under bubblewrap a batch shares one sandbox, yet no run can see another's folder, plant a
  /// file in it, or see another's processes.
  @Test func aBatchsRunsCannotReachEachOther() throws {
    let runner = try ExampleJobFixture.runner(sandbox: .required)
    let spy = """
      import SwiftUI
      import Foundation

      func spy() -> String {
        let manager = FileManager.default
        let here = manager.currentDirectoryPath
        let parent = (here as NSString).deletingLastPathComponent
        var planted = 0
        for number in 0..<4 where "\\(parent)/\\(number)" != here {
          if manager.createFile(atPath: "\\(parent)/\\(number)/planted", contents: Data()) {
            planted += 1
          }
        }
        let processes = ((try? manager.contentsOfDirectory(atPath: "/proc")) ?? [])
          .filter { Int($0) != nil }
        let siblings = (try? manager.contentsOfDirectory(atPath: parent)) ?? []
        return "planted \\(planted), processes \\(processes.count), siblings \\(siblings.count)"
      }

      struct ContentView: View {
        var body: some View { Text(spy()) }
      }
      """
    let victim = """
      import SwiftUI
      import Foundation

      func look() -> String {
        usleep(500_000)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: ".")) ?? []
        return files.contains("planted") ? "planted here" : "untouched"
      }

      struct ContentView: View {
        var body: some View { Text(look()) }
      }
      """
    let jobs = [ExampleJobFixture.job(victim), ExampleJobFixture.job(spy), ExampleJobFixture.job(victim)]
    let batch = MergedBatch(
      runner: runner, jobs: jobs, rewritten: jobs.map { MergedSource.rewritten($0)! },
      folder: TestPaths.temporaryFolder().appendingPathComponent("batch"))
    let merged = batch.run { _ in }
    #expect(merged.alone.isEmpty)
    let texts = merged.results.map { $0.run?.report?.steps.first?.snapshot ?? "" }
    #expect(texts[1].contains("planted 0, processes 0, siblings 1"), "\(texts[1])")
    #expect(texts[0].contains("untouched") && texts[2].contains("untouched"))
  }

  /// libdispatch's thread pool reads `/proc/<tid>/stat` of its workers once a second while
  /// work waits for a thread, and traps when one is missing: an isolated run's own `/proc` gives
  /// each of its threads one (a request refused on URLSession's queues under load crashed so).
  @Test func aRunWhoseThreadPoolHasWorkWaitingDoesNotCrash() throws {
    let runner = try ExampleJobFixture.runner(sandbox: .required)
    let busy = """
      import SwiftUI
      import Foundation

      func keepThePoolBusy() -> String {
        let group = Dispatch.DispatchGroup()
        for _ in 0..<40 {
          Dispatch.DispatchQueue.global().async(group: group) { usleep(100_000) }
        }
        group.wait()
        return "pool drained"
      }

      struct ContentView: View {
        var body: some View { Text(keepThePoolBusy()) }
      }
      """
    let quiet = "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"quiet\") } }"
    let jobs = [ExampleJobFixture.job(busy, timeout: 30), ExampleJobFixture.job(quiet)]
    let batch = MergedBatch(
      runner: runner, jobs: jobs, rewritten: jobs.map { MergedSource.rewritten($0)! },
      folder: TestPaths.temporaryFolder().appendingPathComponent("batch"))
    let merged = batch.run { _ in }
    let run = try #require(merged.results.first?.run)
    #expect(!run.crashed)
    #expect(run.report?.steps.first?.snapshot.contains("pool drained") == true)
  }

  /// A type-check job compiles with the batch (no driver, never run) and gives what it gives
  /// alone; one with an error leaves the batch as a run job does.
  @Test func typeCheckJobsCompileInTheBatch() throws {
    let runner = try ExampleJobFixture.runner()
    let declarations =
      "import SwiftUI\n\nstruct Badge: View {\n  var body: some View { Text(\"1\") }\n}\n"
    let jobs = [
      ExampleJobFixture.job(ExampleJobFixture.first, taps: ["Add"]),
      ExampleJobFixture.job(declarations, root: nil, kind: .typecheck),
      ExampleJobFixture.job(
        declarations.replacingOccurrences(of: "Text(\"1\")", with: "Txt(1)"), root: nil,
        kind: .typecheck),
    ]
    let batch = MergedBatch(
      runner: runner, jobs: jobs, rewritten: jobs.map { MergedSource.rewritten($0)! },
      folder: TestPaths.temporaryFolder().appendingPathComponent("batch"))
    let merged = batch.run { _ in }
    #expect(merged.alone == [2])
    #expect(merged.results[0].run?.status == 0)
    #expect(
      merged.results[1] == ExampleResult(compiled: true, errors: [], compilerOutput: "", run: nil))
    for (job, result) in zip(jobs, merged.results).dropFirst() {
      let alone = runner.perform(job)
      #expect(result.compiled == alone.compiled)
      #expect(
        result.errors.map { [$0.line, $0.column] } == alone.errors.map { [$0.line, $0.column] })
      #expect(result.errors.map(\.text) == alone.errors.map(\.text))
    }
    #expect(merged.results[2].errors.map(\.line) == [4])
  }

  /// Where a batch's runs cannot get namespaces of their own, each runs alone in a sandbox of its
  /// own and gives the same result. Forced here by more read-only folders than a run's isolation
  /// binds back (it refuses above 64).
  @Test func runsThatCannotBeIsolatedRunEachInASandboxOfItsOwn() throws {
    let isolated = try ExampleJobFixture.runner(sandbox: .required)
    let sandbox = Sandbox(
      isolation: isolated.sandbox.isolation,
      readableFolders: isolated.sandbox.readableFolders
        + Array(repeating: "/usr/lib", count: 65),
      processLimit: isolated.sandbox.processLimit, ownUsers: isolated.sandbox.ownUsers)
    let runner = ExampleRunner(
      compiler: isolated.compiler, engine: isolated.engine, cache: nil, sandbox: sandbox)
    let jobs = [
      ExampleJobFixture.job(ExampleJobFixture.first, taps: ["Add"], explores: true),
      ExampleJobFixture.job(ExampleJobFixture.second, taps: ["Count 0"]),
    ]
    let folder = TestPaths.temporaryFolder().appendingPathComponent("batch")
    let batch = MergedBatch(
      runner: runner, jobs: jobs, rewritten: jobs.map { MergedSource.rewritten($0)! },
      folder: folder)
    let merged = batch.run { _ in }
    #expect(merged.alone.isEmpty)
    for (job, result) in zip(jobs, merged.results) {
      #expect(result.run?.status == 0)
      #expect(ExampleJobFixture.untimed(result) == ExampleJobFixture.untimed(isolated.perform(job)))
    }
    #expect(merged.results[0].run?.report?.exploration != nil)
  }

  /// More examples than run at once (`MergedBatch.runWidth`): each result is its own example's.
  @Test func examplesRunSideBySideEachGetItsOwnResult() throws {
    let runner = try ExampleJobFixture.runner()
    let count = MergedBatch.runWidth * 2 + 1
    let jobs = (0..<count).map { number in
      ExampleJobFixture.job(
        """
        import SwiftUI

        struct ContentView: View {
          @State private var taps = 0
          var body: some View {
            Button("Tap \(number)") { taps += 1; print("example \(number) tapped", taps) }
          }
        }
        """, taps: ["Tap \(number)"])
    }
    let batch = MergedBatch(
      runner: runner, jobs: jobs, rewritten: jobs.map { MergedSource.rewritten($0)! },
      folder: TestPaths.temporaryFolder().appendingPathComponent("batch"))
    let merged = batch.run { _ in }
    #expect(merged.alone.isEmpty)
    for (number, result) in merged.results.enumerated() {
      let report = try #require(result.run?.report)
      #expect(report.steps.flatMap(\.console) == ["example \(number) tapped 1"])
      #expect(report.steps.first?.snapshot.contains("Tap \(number)") == true)
    }
  }

  @Test func batchesAreBalancedByTheirCode() {
    // Dealt in turn, [9, 1, 9, 1] would give batches of 18 and 2.
    let sizes = [9, 1, 9, 1]
    #expect(
      MergedBatch.balanced([[0], [1], [2], [3]], into: 2) { sizes[$0[0]] } == [[0, 1], [2, 3]])
    let many = [7, 3, 3, 2, 8, 1, 5, 4, 6, 2]
    let batches = MergedBatch.balanced(many.indices.map { [$0] }, into: 3) { many[$0[0]] }
    #expect(batches.joined().sorted() == Array(many.indices))
    #expect(batches.allSatisfy { $0 == $0.sorted() })
    let loads = batches.map { $0.map { many[$0] }.reduce(0, +) }
    #expect(loads.max()! - loads.min()! <= many.max()!)
    #expect(MergedBatch.balanced([[4], [5]], into: 0) { $0[0] }.isEmpty)
  }

  @Test func whatCannotBeMergedCompilesAlone() {
    let view = "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"x\") } }\n"
    #expect(MergedSource.rewritten(ExampleJobFixture.job(view)) != nil)
    #expect(MergedSource.rewritten(ExampleJobFixture.job(view + "print(1)\n", topLevel: true)) == nil)
    #expect(
      MergedSource.rewritten(ExampleJobFixture.job(view + "@main struct App { static func main() {} }")) == nil)
    #expect(
      MergedSource.rewritten(
        ExampleJobFixture.job(view + "extension Int: Identifiable { public var id: Int { self } }")) == nil)
    #expect(MergedSource.rewritten(ExampleJobFixture.job(view + "infix operator <+>\n")) == nil)
    #expect(MergedSource.rewritten(ExampleJobFixture.job(view + "private struct Hidden {}\n")) == nil)
    #expect(MergedSource.rewritten(ExampleJobFixture.job(view + "#if DEBUG\nlet x = 1\n#endif\n")) == nil)
    // Type-check jobs, conformances of its own types and members added to framework types merge.
    #expect(MergedSource.rewritten(ExampleJobFixture.job(view, kind: .typecheck)) != nil)
    var compileFail = ExampleJobFixture.job(view, kind: .typecheck)
    compileFail.expectsErrors = true
    #expect(MergedSource.rewritten(compileFail) == nil)
    #expect(MergedSource.rewritten(ExampleJobFixture.job(view + "extension ContentView: Equatable {}\n")) != nil)
    #expect(
      MergedSource.rewritten(
        ExampleJobFixture.job(view + "extension View { func card() -> some View { self } }\n")) != nil)
  }

  @Test func declarationsBecomeFileprivateOnTheirOwnLines() throws {
    let code = """
      import SwiftUI
      @Observable
      final class Model { var count = 0 }
      public struct A {}
      private var hidden = 1
      /// A helper.
      func helper() {}
      extension View { func card() -> some View { self } }
      """
    let rewritten = try #require(MergedSource.rewritten(ExampleJobFixture.job(code, root: nil)))
    #expect(
      rewritten == """
        import SwiftUI
        @Observable
        fileprivate final class Model { var count = 0 }
        fileprivate struct A {}
        private var hidden = 1
        /// A helper.
        fileprivate func helper() {}
        fileprivate extension View { func card() -> some View { self } }

        """)
  }

  /// At the note level: two notes declaring the same names and one with an error, in one build;
  /// the error at its own line and column, then an edit recompiles only the edited example.
  @Test func aBuildReportsEachExampleAsAloneAndCachesEachOnItsOwn() throws {
    func note(_ text: String) -> String {
      """
      # Note

      ```swift
      import SwiftUI

      struct ContentView: View {
        @State private var count = 0
        var body: some View {
          Button("\(text)") { count += 1; print(count) }
        }
      }
      ```

      ```scenario
      tap "\(text)"
      ```

      ```output
      -- first render
      -- tap "\(text)"
      1
      ```

      """
    }
    let broken = note("Three").replacingOccurrences(of: "count += 1", with: "count += \"1\"")
    let fixture = SiteFixture([
      "en/one.md": note("One"), "en/two.md": note("Two"), "en/three.md": broken,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(summary.examples.run == 2 && summary.examples.failed == 1)
    #expect(summary.examples.compiled == 3)
    let error = try #require(diagnostics.first { $0.severity == .error })
    #expect(error.path == "en/three.md")
    #expect(error.range?.start.line == 9)
    let single = SiteFixture(["en/three.md": broken])
    defer { single.remove() }
    let alone = try #require(try single.build().diagnostics.first { $0.severity == .error })
    #expect(error.formatted == alone.formatted)

    fixture.write(["en/two.md": note("Deux")])
    let (again, _) = try fixture.build()
    #expect(again.examples.run == 2 && again.examples.compiled == 1 && again.examples.cached == 2)
  }
}
