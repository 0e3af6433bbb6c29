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

/// A countdown whose deadline is read when it is made and slept to when it is started, after the
/// scenario has waited.
private final class Countdown: ObservableObject {
  @Published var status = "Idle"
  private let deadline = ContinuousClock.now + .seconds(2)

  func start() {
    Task {
      status = "Waiting"
      try await Task.sleep(until: deadline, clock: .continuous)
      status = "Done"
    }
  }
}

/// A reminder that sleeps on a suspending clock of its own, for a duration.
private final class Reminder: ObservableObject {
  @Published var status = "Set"

  func start() {
    Task {
      try await SuspendingClock().sleep(for: .seconds(1))
      status = "Rang"
    }
  }
}

private struct ReminderView: View {
  @StateObject private var reminder = Reminder()

  var body: some View {
    Button(reminder.status) { reminder.start() }
  }
}

private struct CountdownView: View {
  @StateObject private var countdown = Countdown()

  var body: some View {
    Button(countdown.status) { countdown.start() }
  }
}

/// A timer written once for any clock: it sleeps and measures through `Clock`'s own methods.
private final class KitchenTimer: ObservableObject {
  @Published var status = "Ready"

  func start<C: Clock>(on clock: C) where C.Duration == Duration {
    Task {
      let took = try await clock.measure { try await clock.sleep(for: .seconds(2)) }
      status = "Took \(took.components.seconds) s"
    }
  }
}

private struct KitchenTimerView: View {
  @StateObject private var timer = KitchenTimer()

  var body: some View {
    VStack {
      Text(timer.status)
      Button("Continuous") { timer.start(on: ContinuousClock()) }
      Button("Suspending") { timer.start(on: SuspendingClock()) }
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

    /// `ContinuousClock` "always increments while the machine is asleep" and `SuspendingClock`
    /// "does not increment while the system is asleep" (Apple's documentation of each): both
    /// measure the time the example lives through, which here is the virtual time waited.
    @Test func theClocksNowMovesWithTheVirtualClock() {
      let host = ViewHost(Text("Clock"))
      let continuous = ContinuousClock.now
      let suspending = SuspendingClock().now
      host.wait(seconds: 1.5)
      #expect(continuous.duration(to: ContinuousClock().now) == .milliseconds(1500))
      #expect(suspending.duration(to: .now) == .milliseconds(1500))
    }

    @Test func aDeadlineReadBeforeWaitingComesAtItsTime() throws {
      let host = ViewHost(CountdownView())
      host.wait(seconds: 1.5)
      try host.tap("Idle")
      host.wait(seconds: 0.4)
      #expect(host.snapshotHTML().contains(">Waiting<"))
      host.wait(seconds: 0.1)
      #expect(host.snapshotHTML().contains(">Done<"))
    }

    /// `Clock.sleep(for:tolerance:)` "suspends for the given duration" (Apple's documentation of
    /// `Clock`): on the engine's clocks, a duration of virtual time.
    @Test func aClocksOwnSleepWaitsOnTheVirtualClock() throws {
      let host = ViewHost(ReminderView())
      try host.tap("Set")
      host.wait(seconds: 0.9)
      #expect(host.snapshotHTML().contains(">Set<"))
      host.wait(seconds: 0.1)
      #expect(host.snapshotHTML().contains(">Rang<"))
    }

    /// `Clock.measure(_:)` "measures the elapsed time to execute a closure" (Apple's
    /// documentation of `Clock`): generic code's sleep and measure are the virtual clock's too.
    @Test(arguments: ["Continuous", "Suspending"])
    func codeGenericOverClockSleepsAndMeasuresVirtualTime(clock: String) throws {
      let host = ViewHost(KitchenTimerView())
      try host.tap(clock)
      host.wait(seconds: 1.9)
      #expect(host.snapshotHTML().contains(">Ready<"))
      host.wait(seconds: 0.1)
      #expect(host.snapshotHTML().contains(">Took 2 s<"))
    }

    @Test func measuringWorkThatDoesNotWaitTakesNoVirtualTime() {
      #expect(ContinuousClock().measure { _ = (1...1000).reduce(0, +) } == .zero)
    }
  }
}
