import EngineInterface
import Foundation
import Testing

@_spi(Engine) @testable import EngineCombine
@testable import EngineHost
@testable import StateEngine

/// The dates a timeline view's content was built for, in order.
private final class DateLog {
  var dates: [Date] = []

  func record(_ date: Date) -> Bool {
    dates.append(date)
    return true
  }

  /// Seconds from the first date to each date.
  var offsets: [Double] {
    dates.map { ($0.timeIntervalSince(dates[0]) * 1000).rounded() / 1000 }
  }
}

private struct Ticking<Schedule: TimelineSchedule>: View {
  let schedule: Schedule
  let log: DateLog
  @State private var taps = 0

  var body: some View {
    VStack {
      TimelineView(schedule) { context in
        if log.record(context.date) { Text("tick") }
      }
      Button("Tap \(taps)") { taps += 1 }
    }
  }
}

private struct Removable: View {
  @State private var shows = true

  var body: some View {
    VStack {
      if shows {
        TimelineView(.periodic(from: .now, by: 1)) { context in Text("\(context.date)") }
      }
      Button("Remove") { shows = false }
    }
  }
}

private struct Elapsed: View {
  let start = Date()

  var body: some View {
    TimelineView(.periodic(from: start, by: 1)) { context in
      Text("\(Int(context.date.timeIntervalSince(start))) s")
    }
  }
}

private struct Clock: View {
  var body: some View {
    VStack {
      TimelineView(.everyMinute) { _ in Text("minute") }
      TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in
        Text(context.cadence == .live ? "live" : "other")
      }
      TimelineView(.explicit([Date(timeIntervalSince1970: 60)])) { context in
        Text("explicit").onAppear { context.invalidateTimelineContent() }
      }
    }
  }
}

extension Engine {
  /// `TimelineView` updates its content at the dates of its schedule (Apple's documentation of
  /// `TimelineView` and `TimelineSchedule`; OpenSwiftUI's `TimelineSchedule.swift` for the entries
  /// of the periodic, every-minute and explicit schedules). The dates pass on the engine's virtual
  /// clock, so the content changes only when the scenario waits. The context's `cadence` is
  /// `.live`, "updates as frequently as possible" as an iPhone in use does, and
  /// `invalidateTimelineContent()` (iOS 18) "resets any pre-rendered views", of which the engine
  /// has none (Apple's documentation of `TimelineView.Context`).
  @Suite struct TimelineViews {
    @Test func everySchedulesContentIsBuilt() {
      let html = ViewHost(Clock()).snapshotHTML()
      for text in ["minute", "live", "explicit"] {
        #expect(html.contains("<p class=\"ui-text\">\(text)</p>"))
      }
    }

    /// "The timeline view updates its content at the start date, and then again at dates
    /// separated in time by the interval amount" (`periodic(from:by:)`).
    @Test func aPeriodicScheduleUpdatesAtEachIntervalOfWaiting() {
      let log = DateLog()
      let host = ViewHost(Ticking(schedule: .periodic(from: .now, by: 1), log: log))
      #expect(log.offsets == [0])
      host.wait(seconds: 0.5)
      #expect(log.offsets == [0], "half an interval: no entry passed")
      host.wait(seconds: 0.5)
      #expect(log.offsets == [0, 1])
      host.wait(seconds: 3)
      #expect(log.offsets == [0, 1, 2, 3, 4], "each entry as its time comes")
      #expect(bodyNames(host.reports.last!).isEmpty, "the parent's body does not run")
    }

    @Test func nothingTicksWithoutAWait() throws {
      let log = DateLog()
      let host = ViewHost(Ticking(schedule: .periodic(from: .now, by: 1), log: log))
      try host.tap("Tap 0")
      try host.tap("Tap 1")
      #expect(Set(log.offsets) == [0], "rebuilt by the parent for the same date")
      #expect(VirtualClock.hasPendingWork, "the next entry waits on the clock")
    }

    /// "The schedule provides the first date as the beginning of the minute in which you use it
    /// to initialize the timeline view… Subsequent updates happen at the beginning of each minute
    /// that follows" (`everyMinute`).
    @Test func everyMinuteStartsAtAMinuteAndUpdatesEverySixtySeconds() {
      let log = DateLog()
      let host = ViewHost(Ticking(schedule: .everyMinute, log: log))
      let first = try! #require(log.dates.first)
      #expect(first.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60) == 0)
      host.wait(seconds: 59)
      #expect(log.offsets == [0])
      host.wait(seconds: 1)
      #expect(log.offsets == [0, 60])
      host.wait(seconds: 120)
      #expect(log.offsets == [0, 60, 120, 180])
    }

    /// `animation(minimumInterval:paused:)` updates no more often than the minimum interval, and
    /// not at all while paused; `.animation` as often as the screen draws.
    @Test func anAnimationScheduleUpdatesEachFrameOrInterval() {
      let log = DateLog()
      let host = ViewHost(Ticking(schedule: .animation(minimumInterval: 0.5), log: log))
      host.wait(seconds: 2)
      #expect(log.offsets == [0, 0.5, 1, 1.5, 2])

      let frames = DateLog()
      let everyFrame = ViewHost(Ticking(schedule: .animation, log: frames))
      everyFrame.wait(seconds: 1)
      #expect(Set(frames.offsets).count == 61, "60 frames a second, and the first")

      let paused = DateLog()
      let still = ViewHost(Ticking(schedule: .animation(paused: true), log: paused))
      still.wait(seconds: 5)
      #expect(Set(paused.offsets) == [0])
      #expect(!VirtualClock.hasPendingWork, "a paused schedule asks for nothing")
    }

    /// "If you only provide dates in the future, the timeline view renders with the current date
    /// until the first date arrives… until it runs out of dates, after which it stops changing"
    /// (`explicit(_:)`).
    @Test func anExplicitScheduleUpdatesOnItsDatesThenStops() {
      let log = DateLog()
      let now = Date()
      let dates = [now.addingTimeInterval(2), now.addingTimeInterval(5)]
      let host = ViewHost(Ticking(schedule: .explicit(dates), log: log))
      host.wait(seconds: 10)
      #expect(log.dates.dropFirst() == dates[...])
      #expect(log.dates[0] < dates[0], "the current date before the first entry")
      #expect(!VirtualClock.hasPendingWork)
    }

    @Test func aRemovedTimelineStopsTicking() throws {
      let host = ViewHost(Removable())
      #expect(VirtualClock.hasPendingWork)
      try host.tap("Remove")
      #expect(!VirtualClock.hasPendingWork)
    }

    /// Explore offers `wait` while a timeline's next update is pending, and waiting shows it.
    @Test func exploreWaitsForTheNextUpdate() throws {
      let report = Explorer(makeHost: { ViewHost(Elapsed()) }, scenario: []).explore()
      let wait = try #require(
        report.edges.first { $0.from == 0 && $0.action.kind == ExploredAction.wait })
      #expect(report.states[0].contains(">0 s<"))
      #expect(report.states[wait.to].contains(">1 s<"))
    }
  }
}
