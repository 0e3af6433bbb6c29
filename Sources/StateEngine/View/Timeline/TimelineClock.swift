@_spi(Engine) import EngineCombine
import Foundation

/// The time of one timeline view: a date that moves with the engine's virtual clock from the moment
/// the view appeared, and the schedule's entries walked as that date passes them. The clock starts
/// at the entry the view first shows when it is under a minute old, so `.periodic(from: .now, by: 1)`
/// updates after exactly 1 s, 2 s… of waiting and `.everyMinute` after 60 s, 120 s…, whatever the
/// wall clock said when the example ran.
final class TimelineClock {
  /// The longest time between the entry a view first shows and the moment it appears, for the
  /// clock to start at that entry.
  static var snapWindow: TimeInterval { 60 }
  /// Entries read at most to find where a schedule stands: a schedule of dates far in the past
  /// cannot hang the example.
  static var entryLimit: Int { 100_000 }

  let rhythm: String
  private let startDate: Date
  private let startTime: UInt64
  private var upcoming: AnyIterator<Date>
  private var lastEntry: Date?
  private var nextEntry: Date?
  private var token: Int?

  init(rhythm: String, entries: (Date) -> AnyIterator<Date>, at moment: Date) {
    self.rhythm = rhythm
    upcoming = entries(moment)
    nextEntry = upcoming.next()
    startTime = VirtualClock.now
    var passed: Date?
    for _ in 0..<Self.entryLimit {
      guard let next = nextEntry, next <= moment else { break }
      passed = next
      nextEntry = upcoming.next()
    }
    lastEntry = passed
    if let passed, moment.timeIntervalSince(passed) <= Self.snapWindow {
      startDate = passed
    } else {
      startDate = moment
    }
  }

  /// The clock's date now.
  var now: Date {
    startDate.addingTimeInterval(Double(VirtualClock.now &- startTime) / 1e9)
  }

  /// The date of the latest entry passed, or the current date before the first entry comes
  /// ("If you only provide dates in the future, the timeline view renders with the current date
  /// until the first date arrives", Apple's documentation of `TimelineSchedule.explicit(_:)`).
  var shownDate: Date {
    let now = now
    for _ in 0..<Self.entryLimit {
      guard let next = nextEntry, next <= now else { break }
      lastEntry = next
      nextEntry = upcoming.next()
    }
    return lastEntry ?? now
  }

  /// Asks the virtual clock to update the view at its next entry; a schedule that has run out of
  /// dates, or whose next date never comes, asks nothing.
  func scheduleNextTick(of node: Node) {
    cancel()
    guard let next = nextEntry, next.timeIntervalSinceReferenceDate.isFinite else { return }
    let delay = VirtualClock.nanoseconds(fromSeconds: next.timeIntervalSince(now))
    token = VirtualClock.schedule(after: delay) { [weak self, weak node] in
      guard let self, let node, !node.isDead else { return }
      self.token = nil
      _ = self.shownDate
      node.markDirty()
      self.scheduleNextTick(of: node)
    }
  }

  func cancel() {
    if let token { VirtualClock.cancel(token) }
    token = nil
  }

  /// What tells two schedules apart besides dates taken from `.now`: their kind, and the interval
  /// or pause of the engine's own.
  static func rhythm<S: TimelineSchedule>(of schedule: S) -> String {
    switch schedule {
    case let periodic as PeriodicTimelineSchedule: "periodic \(periodic.interval)"
    case let animation as AnimationTimelineSchedule:
      "animation \(animation.minimumInterval ?? 0) \(animation.paused)"
    default: String(describing: S.self)
    }
  }
}
