@_spi(Engine) import EngineCombine
import EngineInterface
import Testing

@testable import EngineHost
@testable import StateEngine

/// A screen that starts three kinds of delayed work when it appears: a block after 2 s, a task
/// that sleeps 3 s, and a timer every 5 s that stops itself after two ticks.
private struct DelayedWork: View {
  @State private var log: [String] = []

  var body: some View {
    Text(log.joined(separator: ","))
      .onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log.append("block") }
        Task {
          try? await Task.sleep(nanoseconds: 3_000_000_000)
          log.append("task")
        }
        var ticks = 0
        Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { timer in
          ticks += 1
          log.append("tick \(ticks)")
          if ticks == 2 { timer.invalidate() }
        }
      }
  }
}

extension Engine {
  /// Work an example schedules for later is the clock's until it runs: `asyncAfter` "schedules a
  /// work item for execution at the specified time", `Task.sleep` "suspends the current task for
  /// at least the given duration", a scheduled timer fires on the run loop until `invalidate()`
  /// "stops the timer from ever firing again" (Apple's documentation of `DispatchQueue`, `Task`
  /// and `Timer`). What is still scheduled when an example ends is named, soonest first; a `wait`
  /// runs it as its time comes.
  @Suite struct PendingWorkAtTheEnd {
    @Test func workNotYetDueIsListedSoonestFirst() {
      let host = ViewHost(DelayedWork())
      #expect(
        VirtualClock.pendingWork.map(\.kind) == [.delayedBlock, .sleepingTask, .timer])
      #expect(VirtualClock.pendingWork.map(\.dueIn) == [2e9, 3e9, 5e9].map { UInt64($0) })
      host.wait(seconds: 2.5)
      #expect(host.snapshotHTML().contains(">block<"))
      #expect(VirtualClock.pendingWork.map(\.kind) == [.sleepingTask, .timer])
      #expect(VirtualClock.pendingWork.first?.dueIn == 500_000_000)
    }

    @Test func aWaitRunsItAndWorkOfAKindThatRanIsNoLongerListed() {
      let host = ViewHost(DelayedWork())
      host.wait(seconds: 5)
      #expect(host.snapshotHTML().contains(">block,task,tick 1<"))
      // The timer is still scheduled, but it has ticked: the example going on as an app would,
      // not work a reader is missing, so it is not listed.
      #expect(VirtualClock.hasPendingWork)
      #expect(VirtualClock.pendingWork.isEmpty)
      host.wait(seconds: 5)
      #expect(host.snapshotHTML().contains(">block,task,tick 1,tick 2<"))
      #expect(VirtualClock.pendingWork.isEmpty)
    }

    /// The run's error output names each item by its kind's case name, for docbuild to read
    /// back whatever words it says the kind in.
    @Test func eachItemIsALineOfTheErrorOutput() {
      #expect(
        PendingWorkNote.line(.timer, dueIn: 2.5)
          == "docbuild: still pending when the example ended: timer, due in 2500ms")
      #expect(
        PendingWorkNote.line(.sleepingTask, dueIn: 0.3).hasSuffix(": sleepingTask, due in 300ms"))
    }
  }
}
