import Foundation

/// The real main dispatch queue, where work isolated to `@MainActor` goes (the concurrency
/// runtime enqueues it there directly). On the main thread the clock runs it between its own
/// items, as the main run loop would.
enum MainQueue {
  /// Runs the work queued on the main queue so far; false when not on the main thread. A task
  /// running on the virtual clock that calls into the main actor (`await model.load()` on a
  /// `@MainActor` model) is found on the queue only by a second pass: one pass would leave a
  /// button's `Task { await model.load() }` not started until the next step.
  static func runQueuedWork() -> Bool {
    guard Thread.isMainThread else { return false }
    runPass()
    runPass()
    return true
  }

  private static func runPass() {
    var reachedMarker = false
    Dispatch.DispatchQueue.main.async { reachedMarker = true }
    // A run loop pass with a deadline starts Dispatch's timer thread (two threads, a good part
    // of a short example's run); one that is already due runs the queue and starts none.
    while !reachedMarker {
      _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }
  }
}
