import Foundation

/// The real main dispatch queue, where work isolated to `@MainActor` goes (the concurrency
/// runtime enqueues it there directly). On the main thread the clock runs it between its own
/// items, as the main run loop would.
enum MainQueue {
  /// Runs the work queued on the main queue so far; false when not on the main thread. Work that
  /// a pass runs can queue more behind that pass's marker: a button's `Task { await model.load() }`
  /// on a `@MainActor` model starts in the first pass and queues its hop to the main actor, which
  /// only a second pass reaches. Without it the task would start only at the next step.
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
