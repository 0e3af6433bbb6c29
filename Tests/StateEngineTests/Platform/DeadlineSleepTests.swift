import Testing

@testable import EngineHost
@testable import StateEngine

/// A model that waits until a deadline on the continuous clock, again from the start each time
/// it is asked (the earlier wait cancelled).
private final class Deferred: ObservableObject {
  @Published var runs = 0
  private var task: Task<Void, Error>?

  func schedule() {
    task?.cancel()
    task = Task {
      try await Task.sleep(until: .now + .seconds(3), clock: .continuous)
      runs += 1
    }
  }
}

private struct DeferredView: View {
  @StateObject private var deferred = Deferred()

  var body: some View {
    Button("Runs \(deferred.runs)") { deferred.schedule() }
  }
}

private struct DeadlineLoader: View {
  @State private var status = "Loading"

  var body: some View {
    Text(status)
      .task {
        try? await Task.sleep(
          until: ContinuousClock.now + .milliseconds(1500), tolerance: .milliseconds(10))
        status = "Loaded"
      }
  }
}

extension Engine {
  /// `Task.sleep(until:tolerance:clock:)` "suspends the current task until the given deadline
  /// within a tolerance" (Apple's documentation of `Task`): on the engine's virtual clock, the
  /// deadline comes when the scenario has waited as long as the deadline is ahead of `now`.
  @Suite struct DeadlineSleep {
    @Test func aDeadlineSleepWaitsOnTheVirtualClock() {
      let host = ViewHost(DeadlineLoader())
      host.wait(seconds: 1.4)
      #expect(host.snapshotHTML().contains(">Loading<"))
      host.wait(seconds: 0.1)
      #expect(host.snapshotHTML().contains(">Loaded<"))
    }

    @Test func aCancelledDeadlineSleepNeverFinishes() throws {
      let host = ViewHost(DeferredView())
      try host.tap("Runs 0")
      host.wait(seconds: 2)
      try host.tap("Runs 0")
      host.wait(seconds: 2.5)
      #expect(host.snapshotHTML().contains(">Runs 0<"))
      host.wait(seconds: 0.5)
      #expect(host.snapshotHTML().contains(">Runs 1<"))
      host.wait(seconds: 5)
      #expect(host.snapshotHTML().contains(">Runs 1<"))
    }
  }
}
