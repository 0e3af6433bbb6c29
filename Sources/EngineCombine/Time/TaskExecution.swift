/// `Task { … }` in examples: the task runs its jobs on the virtual clock's queue, so the host runs
/// them after each step instead of a thread pool running them whenever.
private final class VirtualExecutor: TaskExecutor, @unchecked Sendable {
  static let shared = VirtualExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    VirtualClock.schedule { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}

extension Task where Failure == Never {
  @discardableResult
  // As the standard library's `Task.init`, whose operation may use `self` implicitly.
  public init(
    priority: TaskPriority? = nil,
    @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success
  ) {
    self.init(executorPreference: VirtualExecutor.shared, priority: priority, operation: operation)
  }

  @discardableResult
  public static func detached(
    priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Failure> {
    detached(executorPreference: VirtualExecutor.shared, priority: priority, operation: operation)
  }
}

extension Task where Failure == Error {
  @discardableResult
  public init(
    priority: TaskPriority? = nil,
    @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success
  ) {
    self.init(executorPreference: VirtualExecutor.shared, priority: priority, operation: operation)
  }

  @discardableResult
  public static func detached(
    priority: TaskPriority? = nil,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, Failure> {
    detached(executorPreference: VirtualExecutor.shared, priority: priority, operation: operation)
  }
}

/// `Task.sleep` waits on the virtual clock.
extension Task where Success == Never, Failure == Never {
  public static func sleep(nanoseconds duration: UInt64) async throws {
    try await VirtualClock.sleep(nanoseconds: duration)
  }

  public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await VirtualClock.sleep(nanoseconds: duration.virtualNanoseconds)
  }

  /// A deadline on a clock (`.now + .seconds(3)` on `.continuous`) waits on the virtual clock for
  /// the time from the clock's virtual `now` to the deadline, rounded to the millisecond: the real
  /// time spent between reading another clock's `now` and sleeping is not the example's time.
  public static func sleep<C: Clock>(
    until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
  ) async throws {
    guard let remaining = clock.virtualNow.duration(to: deadline) as? Duration else {
      return try await clock.sleep(until: deadline, tolerance: tolerance)
    }
    try await VirtualClock.sleep(nanoseconds: remaining.roundedToMilliseconds.virtualNanoseconds)
  }
}

extension Duration {
  var roundedToMilliseconds: Duration {
    .milliseconds((Double(virtualNanoseconds) / 1e6).rounded())
  }

  var virtualNanoseconds: UInt64 {
    let (seconds, attoseconds) = components
    guard seconds >= 0 else { return 0 }
    return UInt64(seconds) * 1_000_000_000 + UInt64(max(attoseconds, 0) / 1_000_000_000)
  }
}
