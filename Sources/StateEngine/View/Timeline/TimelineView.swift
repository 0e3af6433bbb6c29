import Foundation

/// A view that builds its content again at each date of a schedule. The dates come on the engine's
/// virtual clock: the content changes when the scenario waits past one (see `TimelineClock`).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  public typealias Body = Never

  public typealias Context = TimelineViewDefaultContext

  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  func makeElement() -> (Primitive, [Element]) {
    let schedule = schedule
    let content = content
    let ticks = TimelineTicks(
      rhythm: TimelineClock.rhythm(of: schedule),
      entries: { AnyIterator(schedule.entries(from: $0, mode: .normal).makeIterator()) },
      content: { Element.build(content($0), slot: 0) })
    return (.attached(ticks), [])
  }
}

/// What a timeline view's content is built for; a type of its own, as in SwiftUI, so the content
/// type can be inferred from the closure.
public struct TimelineViewDefaultContext {
  public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
  /// The date of the schedule's entry being shown.
  public let date: Date
  /// How often the view can update: an iPhone in use updates live.
  public let cadence: Cadence

  /// Asks the timeline view to drop the content it rendered ahead for later dates. The engine
  /// builds the content at each entry as the clock reaches it and renders nothing ahead, so there
  /// is nothing to drop.
  public func invalidateTimelineContent() {}
}

/// A timeline view's node: it keeps the clock across body runs of its parent, builds the content
/// for the clock's date and asks for the next update on the virtual clock.
struct TimelineTicks: AttachedWork {
  /// Schedules of the same rhythm keep the running clock when the parent's body rebuilds them.
  let rhythm: String
  let entries: (Date) -> AnyIterator<Date>
  let content: (TimelineViewDefaultContext) -> Element

  func element(on node: Node) -> Element {
    content(TimelineViewDefaultContext(date: clock(on: node).shownDate, cadence: .live))
  }

  func start(on node: Node) {
    clock(on: node).scheduleNextTick(of: node)
  }

  func update(on node: Node) {
    guard let clock = node.attachedState as? TimelineClock, clock.rhythm != rhythm else { return }
    clock.cancel()
    let restarted = TimelineClock(rhythm: rhythm, entries: entries, at: clock.now)
    node.attachedState = restarted
    if restarted.shownDate != clock.shownDate { node.markDirty() }
    restarted.scheduleNextTick(of: node)
  }

  func stop(on node: Node) {
    (node.attachedState as? TimelineClock)?.cancel()
    node.attachedState = nil
  }

  private func clock(on node: Node) -> TimelineClock {
    if let clock = node.attachedState as? TimelineClock { return clock }
    let clock = TimelineClock(rhythm: rhythm, entries: entries, at: Date())
    node.attachedState = clock
    return clock
  }
}
