import Foundation

/// A view built for points in time of a schedule. `Date()` does not follow the engine's virtual
/// clock, so the content is built once, for the date it is built at, and does not tick.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  public typealias Body = Never

  public typealias Context = TimelineViewDefaultContext

  let content: Content

  public init(
    _ schedule: Schedule, @ViewBuilder content: (TimelineViewDefaultContext) -> Content
  ) {
    self.content = content(TimelineViewDefaultContext(date: Date(), cadence: .seconds))
  }

  func makeElement() -> (Primitive, [Element]) {
    (.transparent, [Element.build(content, slot: 0)])
  }
}

/// What a timeline view's content is built for; a type of its own, as in SwiftUI, so the content
/// type can be inferred from the closure.
public struct TimelineViewDefaultContext {
  public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
  public let date: Date
  public let cadence: Cadence
}

/// When a timeline view updates; its dates are accepted, as the view does not tick.
public protocol TimelineSchedule {}

public struct PeriodicTimelineSchedule: TimelineSchedule {
  public init(from startDate: Date, by interval: TimeInterval) {}
}
public struct EveryMinuteTimelineSchedule: TimelineSchedule { public init() {} }
public struct AnimationTimelineSchedule: TimelineSchedule {
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule
where Dates.Element == Date {
  public init(_ dates: Dates) {}
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
