import Foundation

/// Maps on all cores and keeps the input's order (so output stays deterministic).
enum ConcurrentMap {
  static func map<T: Sendable, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    // Each iteration writes only its own slot, so no lock is needed.
    nonisolated(unsafe) let slots = results
    withoutActuallyEscaping(transform) { transform in
      nonisolated(unsafe) let transform = transform
      DispatchQueue.concurrentPerform(iterations: items.count) { index in
        slots[index] = transform(items[index])
      }
    }
    return results.map { $0! }
  }
}
