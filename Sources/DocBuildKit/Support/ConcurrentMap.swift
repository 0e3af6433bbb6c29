import Foundation

/// Maps on all cores and keeps the input's order (so output stays deterministic).
enum ConcurrentMap {
  static func map<T: Sendable, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
    map(consuming: items) { transform($0) }
  }

  /// `map` that hands each item over to its transform, which owns it and may let go of parts of
  /// it before it returns: neither the caller nor the map keeps the items.
  static func map<T: Sendable, R>(consuming items: consuming [T], _ transform: (consuming T) -> R)
    -> [R]
  {
    let count = items.count
    let handed = UnsafeMutableBufferPointer<T>.allocate(capacity: count)
    _ = handed.initialize(fromContentsOf: items)
    items = []
    defer { handed.deallocate() }
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    // Each iteration moves out only its own item and writes only its own slot.
    nonisolated(unsafe) let items = handed
    nonisolated(unsafe) let slots = results
    withoutActuallyEscaping(transform) { transform in
      nonisolated(unsafe) let transform = transform
      DispatchQueue.concurrentPerform(iterations: count) { index in
        slots[index] = transform(items.moveElement(from: index))
      }
    }
    return collect(results)
  }

  /// The results, moved out of their slots (which are then deallocated without deinitialising
  /// what they hold: a copy would leak).
  private static func collect<R>(_ results: UnsafeMutableBufferPointer<R?>) -> [R] {
    results.indices.map { results.moveElement(from: $0)! }
  }

  /// Maps with `width` threads at once, whatever the cores, in the input's order: for work that
  /// mostly waits rather than computes (a sandboxed example's run spends most of its time in the
  /// kernel setting up namespaces and loading libraries, not on a core).
  static func map<T: Sendable, R>(_ items: [T], width: Int, _ transform: (T) -> R) -> [R] {
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    nonisolated(unsafe) let slots = results
    let next = NextIndex()
    let group = DispatchGroup()
    withoutActuallyEscaping(transform) { transform in
      for _ in 0..<min(max(1, width), items.count) {
        let lent = Lent(transform)
        group.enter()
        Thread {
          while let index = next.take(below: items.count) {
            slots[index] = lent.transform!(items[index])
          }
          // The thread object outlives the map: it must not keep the closure.
          lent.transform = nil
          group.leave()
        }.start()
      }
      group.wait()
    }
    return collect(results)
  }
}

/// The next item for a thread of `ConcurrentMap.map(_:width:_:)` to take.
private final class NextIndex: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  func take(below count: Int) -> Int? {
    lock.withLock {
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }
}

/// A transform lent to one thread until it is done (written by that thread only).
private final class Lent<Transform>: @unchecked Sendable {
  var transform: Transform?

  init(_ transform: Transform) { self.transform = transform }
}
