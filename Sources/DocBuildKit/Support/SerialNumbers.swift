import Foundation

/// Numbers 1, 2, 3… handed out once each, from any thread: names that must not repeat within
/// one docbuild process.
final class SerialNumbers: @unchecked Sendable {
  private let lock = NSLock()
  private var last = 0

  func next() -> Int {
    lock.withLock {
      last += 1
      return last
    }
  }
}
