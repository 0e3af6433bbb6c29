import Foundation
import Testing

@testable import DocBuildKit

/// A note whose example waits on the engine's clock and answers an alert: `wait 1s` runs the
/// delayed write, and `tap "OK" in alert` reaches the alert's button.
@Suite struct TimedExampleTests {
  static let note = """
    # Later

    ```swift
    import SwiftUI

    struct ReminderView: View {
      @State private var message = "Waiting"
      @State private var showsAlert = false

      var body: some View {
        VStack {
          Text(message)
          Button("Start") {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
              message = "Done"
              showsAlert = true
              print("fired")
            }
          }
        }
        .alert("Finished", isPresented: $showsAlert) {
          Button("OK") { print("ok") }
        }
      }
    }
    ```

    ```scenario
    tap "Start"
    wait 500ms
    wait 0.5s
    tap "OK" in alert
    ```

    ```output
    -- first render
    bodies: ReminderView
    -- tap "Start"
    -- wait 500ms
    shows: Waiting
    -- wait 500ms
    bodies: ReminderView
    shows: Done
    alert: shows Finished
    fired
    -- tap "OK" in alert
    alert: hides Finished
    ok
    ```

    """

  @Test func waitRunsDelayedWorkAndAlertButtonsCanBeTapped() throws {
    let fixture = SiteFixture(["en/later.md": Self.note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 1)
    let page = fixture.page("en/later.html")
    #expect(page.contains("ui-alert"))
    #expect(page.contains("fired"))
  }

  /// A program (no view) that starts a task: the work the task has ready runs before the program's
  /// report, after the top-level code.
  @Test func aProgramsReadyTasksRunBeforeItEnds() throws {
    let note = """
      # Tasks

      ```swift
      import Combine

      func load() async -> Int { 42 }

      let loading = Task {
        print("loaded \\(await load())")
      }
      print("started")
      ```

      ```output
      started
      loaded 42
      ```

      """
    let fixture = SiteFixture(["en/tasks.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 1)
  }

  /// A program whose top-level code awaits sleeps has no host to move the clock: its sleeps move
  /// it, running what falls due on the way (a task's shorter sleep) in order of time, as a real
  /// program's clock would.
  @Test func aProgramsTopLevelSleepsMoveTheClock() throws {
    let note = """
      # 기다리기

      ```swift
      import Foundation

      let tick = Task {
        try await Task.sleep(for: .seconds(1))
        print("1초")
      }
      print("시작")
      try await Task.sleep(for: .seconds(2))
      print("2초")
      ```

      ```output
      시작
      1초
      2초
      ```

      """
    let fixture = SiteFixture(["ko/wait.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 1)
  }

  @Test func aDelayedWriteHasNotHappenedBeforeItsTime() throws {
    let note = Self.note.replacingOccurrences(of: "shows: Waiting", with: "shows: Done")
    let fixture = SiteFixture(["en/later.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(summary.examples.failed == 1)
    let mismatch = try #require(diagnostics.first { $0.id == "output.mismatch" })
    #expect(mismatch.notes.contains("-shows: Done"))
    #expect(mismatch.notes.contains("+hides: Done"))
  }
}
