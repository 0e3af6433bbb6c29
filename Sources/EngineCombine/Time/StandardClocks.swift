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

  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await Task.sleep(for: duration, tolerance: tolerance)
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

  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await Task.sleep(for: duration, tolerance: tolerance)
  }
}

extension SuspendingClock.Instant {
  public static var now: Self { SuspendingClock.now }
}
