import Dispatch
import EngineInterface
import Foundation

/// The examples' time: a clock that only moves when the host waits, and the main queue of work
/// scheduled on it (dispatch blocks, timers, scheduler actions, task jobs). The host runs what is
/// due after every step, so delayed work happens deterministically, in order of due time and then
/// of scheduling.
@_spi(Engine) public enum VirtualClock {
  private struct Work {
    let due: UInt64
    let order: Int
    /// What the work is, when an example ending before it runs leaves something undone; nil for
    /// the engine's own work (a `TimelineView`'s next entry).
    let kind: PendingWork.Kind?
    /// Whether the work would still do something when it runs.
    let isLive: () -> Bool
    let run: () -> Void
  }

  /// Nanoseconds since the host started.
  public static var now: UInt64 { locked { state.now } }

  /// Nanoseconds waited since the process started, across resets: the standard clocks' time,
  /// which never goes back.
  public static var elapsed: UInt64 { locked { state.elapsedBefore &+ state.now } }

  private struct State {
    var now: UInt64 = 0
    var pending: [Work] = []
    var lastOrder = 0
    /// The kinds of the example's work that have run at least once.
    var ranKinds: Set<PendingWork.Kind> = []
    /// The time waited before the last reset.
    var elapsedBefore: UInt64 = 0
    /// Whether a wait moves the clock itself: a program's top-level code that awaits a sleep has
    /// no host to move it, and would wait forever.
    var waitsMoveTheClock = false
  }

  nonisolated(unsafe) private static var state = State()
  private static let lock = NSLock()
  /// A bound on work run by one drain, so work that reschedules itself for now cannot hang a run.
  private static let runLimit = 100_000

  private static func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Schedules work `delay` nanoseconds from now, of `kind` when the example's own, which does
  /// something when it runs only while `isLive` holds; the returned token cancels it.
  @discardableResult
  public static func schedule(
    after delay: UInt64 = 0, as kind: PendingWork.Kind? = nil,
    while isLive: @escaping () -> Bool = { true }, _ run: @escaping () -> Void
  ) -> Int {
    locked {
      state.lastOrder += 1
      let (due, overflow) = state.now.addingReportingOverflow(delay)
      state.pending.append(
        Work(
          due: overflow ? .max : due, order: state.lastOrder, kind: kind, isLive: isLive, run: run
        ))
      return state.lastOrder
    }
  }

  /// The example's work still scheduled for later, soonest first: what ending now leaves undone.
  /// Work due now is not in it (the host runs it before an example ends), nor work of a kind that
  /// has already run: a repeating timer or a loop of sleeps that ticked is the example going on as
  /// an app would, while work of a kind that never ran is what a reader may be missing.
  public static var pendingWork: [PendingWork] {
    let (now, pending, ran) = locked { (state.now, state.pending, state.ranKinds) }
    // `isLive` reads the example's objects: asked outside the lock.
    return pending.sorted { ($0.due, $0.order) < ($1.due, $1.order) }.compactMap { work in
      guard let kind = work.kind, !ran.contains(kind), work.due > now, work.isLive() else {
        return nil
      }
      return PendingWork(kind: kind, dueIn: work.due - now)
    }
  }

  /// From now on until `hostMovesTheClock()`, a sleep moves the clock to its end once the main
  /// thread is idle, running what falls due before it, as a program's real time would pass
  /// while its top-level code awaits. Only a program whose top-level code awaits leaves the main
  /// thread idle: any other ends first, leaving its sleepers undone as before.
  public static func waitsMoveTheClock() { locked { state.waitsMoveTheClock = true } }

  /// A host (or the end of the program) moves the clock again.
  public static func hostMovesTheClock() { locked { state.waitsMoveTheClock = false } }

  /// Runs the work due up to `due` once the main thread is idle, if waits move the clock.
  fileprivate static func moveToEnd(of due: UInt64) {
    guard locked({ state.waitsMoveTheClock }) else { return }
    Dispatch.DispatchQueue.main.async {
      guard locked({ state.waitsMoveTheClock }) else { return }
      let now = VirtualClock.now
      if due > now { advance(by: due - now) } else { runDue() }
    }
  }

  public static func cancel(_ token: Int) {
    locked { state.pending.removeAll { $0.order == token } }
  }

  /// Runs the work due now, including work it schedules for now; `settle` runs after each item
  /// (the host's update of the views).
  public static func runDue(settle: () -> Void = {}) {
    run(until: nil, settle: settle)
  }

  /// Moves the clock forward, running each item as its time comes, the clock showing its due time.
  public static func advance(by nanoseconds: UInt64, settle: () -> Void = {}) {
    let (target, overflow) = now.addingReportingOverflow(nanoseconds)
    run(until: overflow ? .max : target, settle: settle)
    locked { state.now = max(state.now, overflow ? .max : target) }
  }

  /// A duration in seconds on the clock's scale; negative durations are zero.
  public static func nanoseconds(fromSeconds seconds: Double) -> UInt64 {
    let value = (seconds * 1e9).rounded()
    return value >= Double(UInt64.max) ? .max : UInt64(Swift.max(value, 0))
  }

  /// Whether work is ready to run now.
  public static var hasWorkDue: Bool { hasWorkDue(until: nil) }

  /// Whether work is scheduled for later: waiting would run it.
  public static var hasPendingWork: Bool { locked { !state.pending.isEmpty } }

  /// Forgets all pending work and starts the clock at zero again. Tokens keep counting: a
  /// subscription of an earlier run, released after this reset, cancels nothing of the new run;
  /// `elapsed` goes on from where it was.
  public static func reset() {
    locked {
      state = State(lastOrder: state.lastOrder, elapsedBefore: state.elapsedBefore &+ state.now)
    }
  }

  private static func run(until target: UInt64?, settle: () -> Void) {
    for _ in 0..<runLimit {
      if let next = takeNext(until: target) {
        next.run()
      } else if MainQueue.runQueuedWork() {
        guard hasWorkDue(until: target) else { return }
      } else {
        return
      }
      settle()
    }
  }

  private static func takeNext(until target: UInt64?) -> Work? {
    locked {
      let limit = target ?? state.now
      var best: Int?
      for index in state.pending.indices where state.pending[index].due <= limit {
        if let current = best,
          (state.pending[current].due, state.pending[current].order)
            <= (state.pending[index].due, state.pending[index].order)
        {
          continue
        }
        best = index
      }
      guard let best else { return nil }
      let work = state.pending.remove(at: best)
      state.now = Swift.max(state.now, work.due)
      if let kind = work.kind { state.ranKinds.insert(kind) }
      return work
    }
  }

  private static func hasWorkDue(until target: UInt64?) -> Bool {
    locked { state.pending.contains { $0.due <= (target ?? state.now) } }
  }

  /// Suspends the calling task for `nanoseconds` of virtual time; cancellation ends it early with
  /// `CancellationError`, as `Task.sleep` does.
  public static func sleep(nanoseconds: UInt64) async throws {
    let sleeper = Sleeper()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        sleeper.start(continuation, after: nanoseconds)
      }
    } onCancel: {
      sleeper.cancel()
    }
  }
}

/// One sleeping task: resumed once, by its timer or by cancellation, whichever comes first.
private final class Sleeper: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Error>?
  private var token: Int?
  private var isCancelled = false

  func start(_ continuation: CheckedContinuation<Void, Error>, after nanoseconds: UInt64) {
    lock.lock()
    if isCancelled {
      lock.unlock()
      continuation.resume(throwing: CancellationError())
      return
    }
    self.continuation = continuation
    let (sum, overflow) = VirtualClock.now.addingReportingOverflow(nanoseconds)
    let due = overflow ? UInt64.max : sum
    token = VirtualClock.schedule(after: nanoseconds, as: .sleepingTask) { [self] in
      finish(with: nil)
    }
    lock.unlock()
    VirtualClock.moveToEnd(of: due)
  }

  func cancel() {
    lock.lock()
    isCancelled = true
    let token = token
    lock.unlock()
    if let token { VirtualClock.cancel(token) }
    finish(with: CancellationError())
  }

  private func finish(with error: Error?) {
    lock.lock()
    let continuation = continuation
    self.continuation = nil
    lock.unlock()
    if let error { continuation?.resume(throwing: error) } else { continuation?.resume() }
  }
}
