/// `ContinuousClock` and `SuspendingClock` in examples: `now` is the instant the clock read when
/// the first host started, advanced by the virtual time elapsed since, and sleeping on the clock
/// waits on the virtual clock. A deadline computed from `now` before the scenario waited is then as
/// far ahead as on a device where that time really passed. The real reading goes through `Clock`'s
/// requirement (the standard library's witness): naming `now` here finds these declarations.
private enum ClockOrigin {
  static let continuous = realNow(of: ContinuousClock())
  static let suspending = realNow(of: SuspendingClock())

  private static func realNow<C: Clock>(of clock: C) -> C.Instant { clock.now }
}

private var virtualElapsed: Duration { .nanoseconds(VirtualClock.elapsed) }

extension ContinuousClock {
  public static var now: Instant { ClockOrigin.continuous.advanced(by: virtualElapsed) }
  public var now: Instant { Self.now }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await Task.sleep(until: deadline, tolerance: tolerance, clock: self)
  }
}

extension ContinuousClock.Instant {
  public static var now: Self { ContinuousClock.now }
}

extension SuspendingClock {
  public static var now: Instant { ClockOrigin.suspending.advanced(by: virtualElapsed) }
  public var now: Instant { Self.now }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await Task.sleep(until: deadline, tolerance: tolerance, clock: self)
  }
}

extension SuspendingClock.Instant {
  public static var now: Self { SuspendingClock.now }
}

/// Code generic over `Clock` (`func wait<C: Clock>(on clock: C)`): `clock.sleep(for:)` and
/// `clock.measure` are the standard library's extension methods, which these shadow, so they run on
/// the virtual clock for the two standard clocks. `clock.now` and `clock.sleep(until:)` are the
/// protocol's requirements, which an extension cannot shadow: generic code reaching them reads real
/// time (Differences.md).
extension Clock {
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    guard let wait = duration as? Swift.Duration, self is ContinuousClock || self is SuspendingClock
    else {
      return try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
    }
    try await Task.sleep(for: wait)
  }

  /// The virtual time `work` took: nothing for work that does not wait.
  public func measure(_ work: () throws -> Void) rethrows -> Duration {
    let start = virtualNow
    try work()
    return start.duration(to: virtualNow)
  }

  public func measure(
    isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> Void
  ) async rethrows -> Duration {
    let start = virtualNow
    try await work()
    return start.duration(to: virtualNow)
  }

  /// `now` as the example reads it: a generic `clock.now` reaches the standard library's.
  var virtualNow: Instant {
    if let now = ContinuousClock.now as? Instant { return now }
    if let now = SuspendingClock.now as? Instant { return now }
    return now
  }
}
