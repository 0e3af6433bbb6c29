import Foundation

/// When a timeline view updates: a sequence of dates in ascending order, starting around the date
/// the view asks from (Apple's documentation of `TimelineSchedule.entries(from:mode:)`).
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries: Sequence where Entries.Element == Date
  func entries(from startDate: Date, mode: Mode) -> Entries
}

public enum TimelineScheduleMode: Sendable {
  case normal, lowFrequency
}

/// Updates at a start date and then at every interval after it; asked from a later date, its first
/// entry is the last interval boundary before that date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var date: Date
    let interval: TimeInterval

    public mutating func next() -> Date? {
      defer { date = date.addingTimeInterval(interval) }
      return date
    }
  }

  let startDate: Date
  let interval: TimeInterval

  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  public func entries(from startDate: Date, mode: Mode) -> Entries {
    // A non-positive interval would never move on: one update, at the start.
    guard interval > 0 else { return Entries(date: startDate, interval: .infinity) }
    let sinceStart = startDate.timeIntervalSince(self.startDate)
    // A start in the future: the updates begin there.
    guard sinceStart >= 0 else { return Entries(date: self.startDate, interval: interval) }
    let intoInterval = sinceStart.truncatingRemainder(dividingBy: interval)
    return Entries(date: startDate.addingTimeInterval(-intoInterval), interval: interval)
  }
}

/// Updates at the start of every minute, the first entry being the start of the current one.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}

  public func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
    let minuteStart = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return PeriodicTimelineSchedule.Entries(
      date: Date(timeIntervalSinceReferenceDate: minuteStart), interval: 60)
  }
}

/// Updates as often as the screen draws (a 60 Hz iPhone), or at most every `minimumInterval`;
/// paused, it does not update after its first entry.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// The frame interval of a 60 Hz display.
  static var frameInterval: TimeInterval { 1.0 / 60 }

  let minimumInterval: Double?
  let paused: Bool

  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
    let interval = paused ? .infinity : max(minimumInterval ?? 0, Self.frameInterval)
    return PeriodicTimelineSchedule.Entries(date: startDate, interval: interval)
  }
}

/// Updates on exactly the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  public init(_ dates: Entries) {
    self.dates = dates
  }

  public func entries(from startDate: Date, mode: Mode) -> Entries {
    dates
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> Self {
    .init(from: startDate, by: interval)
  }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: Self { .init() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: Self { .init() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
    .init(minimumInterval: minimumInterval, paused: paused)
  }
}
extension TimelineSchedule {
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    .init(dates)
  }
}
