import Foundation

/// Collects the diagnostics of a build from every stage (on any thread) and hands each
/// to the consumers, such as the console writer. The one place where diagnostics leave the library.
public final class DiagnosticEngine: @unchecked Sendable {
  public typealias Consumer = @Sendable (Diagnostic) -> Void

  private let lock = NSLock()
  private var collected: [Diagnostic] = []
  private var consumers: [Consumer]

  public init(consumers: [Consumer] = []) {
    self.consumers = consumers
  }

  public func emit(_ diagnostic: Diagnostic) {
    lock.lock()
    collected.append(diagnostic)
    let consumers = self.consumers
    lock.unlock()
    for consumer in consumers { consumer(diagnostic) }
  }

  public func emit(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { emit(diagnostic) }
  }

  /// Everything reported so far, in a stable order (by file, position, then message).
  public var diagnostics: [Diagnostic] {
    lock.lock()
    defer { lock.unlock() }
    return collected.sorted(by: Diagnostic.stableOrder)
  }

  public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
  public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}

extension Diagnostic {
  static func stableOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
    if a.path != b.path { return a.path < b.path }
    let pa = a.range?.start ?? SourcePosition(line: 0, column: 0)
    let pb = b.range?.start ?? SourcePosition(line: 0, column: 0)
    if pa != pb { return pa < pb }
    return a.message < b.message
  }
}
