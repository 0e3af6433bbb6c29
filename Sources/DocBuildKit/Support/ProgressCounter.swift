import Foundation

/// Counts finished examples and tells the caller (the CLI shows progress).
final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var done = 0
  private let total: Int
  private let report: (@Sendable (Int, Int, String) -> Void)?

  init(total: Int, report: (@Sendable (Int, Int, String) -> Void)?) {
    self.total = total
    self.report = report
  }

  func advance(note: String) {
    lock.lock()
    done += 1
    let done = self.done
    lock.unlock()
    report?(done, total, note)
  }
}
