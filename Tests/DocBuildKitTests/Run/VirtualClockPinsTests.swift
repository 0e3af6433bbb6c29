import EngineInterface
import Foundation
import Testing

@testable import DocBuildKit

/// A file that imports Foundation beside SwiftUI names the virtual clock's `DispatchQueue`,
/// `DispatchTime` and `Timer.scheduledTimer` without ambiguity, as on Apple's platforms it names
/// Dispatch's one of each; a file that imports Foundation alone keeps Dispatch's.
@Suite struct VirtualClockPinsTests {
  static let example = """
    import Foundation
    import SwiftUI

    final class Feed: ObservableObject {
      @Published var status = "idle"

      func refresh() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.status = "loaded" }
        let due: DispatchTime = DispatchTime.now() + .milliseconds(500)
        DispatchQueue.global().asyncAfter(deadline: due) { print("due") }
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in print("tick") }
      }
    }

    struct ContentView: View {
      @StateObject private var feed = Feed()
      var body: some View {
        Button("Refresh \\(feed.status)") { feed.refresh() }
      }
    }
    """

  /// A note's own `Timer` (a model of a timer app) is not the one the pins extend.
  @Test func aNotesOwnTimerStillCompiles() throws {
    let runner = try ExampleJobFixture.runner()
    let code = """
      import Foundation
      import SwiftUI

      final class Timer: ObservableObject {
        @Published var seconds = 0
      }

      struct ContentView: View {
        @StateObject private var timer = Timer()
        var body: some View {
          Button("Seconds \\(timer.seconds)") { timer.seconds += 1 }
        }
      }
      """
    let result = runner.perform(ExampleJobFixture.job(code, root: nil, kind: .typecheck))
    #expect(result.compiled, "\(result.compilerOutput)")
  }

  @Test func pinsOnlyFilesThatImportTheEngine() {
    #expect(VirtualClockPins.declarations(for: "import SwiftUI\n") == VirtualClockPins.declarations)
    #expect(!VirtualClockPins.declarations(for: "@preconcurrency import Combine").isEmpty)
    #expect(VirtualClockPins.declarations(for: "import Foundation\nlet swiftUI = 1\n").isEmpty)
    #expect(VirtualClockPins.declarations(for: "import SwiftUIKit\n").isEmpty)
  }

  @Test func anExampleImportingFoundationRunsOnTheVirtualClock() throws {
    let runner = try ExampleJobFixture.runner()
    let run = ExampleJobFixture.job(Self.example, taps: ["Refresh idle"])
    let typecheck = ExampleJobFixture.job(Self.example, root: nil, kind: .typecheck)
    for job in [run, typecheck] {
      let alone = runner.perform(job)
      #expect(alone.compiled, "\(alone.compilerOutput)")
    }
    let jobs = [run, ExampleJobFixture.job(ExampleJobFixture.first, taps: ["Add"])]
    let batch = MergedBatch(
      runner: runner, jobs: jobs, rewritten: jobs.map { MergedSource.rewritten($0)! },
      folder: TestPaths.temporaryFolder().appendingPathComponent("batch"))
    let merged = batch.run { _ in }
    #expect(merged.alone.isEmpty, "the batch compiled merged")
    let outcome = try #require(merged.results[0].run)
    #expect(outcome.status == 0 && outcome.report?.failure == nil)
    // The blocks wait on the virtual clock, which no step moved: none of them ran.
    let console = outcome.report?.steps.flatMap { $0.console } ?? []
    #expect(!console.contains("tick"))
    #expect(
      PendingWorkItem.items(in: outcome.errorOutput).map(\.kind.rawValue).sorted() == [
        "delayedBlock", "delayedBlock", "timer",
      ])
  }
}
