/// `Task { … }` in examples: the task runs its jobs on the virtual clock's queue, so the host runs
/// them after each step instead of a thread pool running them whenever.
final class VirtualExecutor: TaskExecutor, @unchecked Sendable {
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
}

extension Duration {
  var virtualNanoseconds: UInt64 {
    let (seconds, attoseconds) = components
    guard seconds >= 0 else { return 0 }
    return UInt64(seconds) * 1_000_000_000 + UInt64(max(attoseconds, 0) / 1_000_000_000)
  }
}
