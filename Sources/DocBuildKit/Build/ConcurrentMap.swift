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
    // Moved out, not copied: the buffer is deallocated without deinitialising what it holds.
    return results.indices.map { results.moveElement(from: $0)! }
  }
}
