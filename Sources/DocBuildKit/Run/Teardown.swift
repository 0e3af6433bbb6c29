import Foundation

/// What a build has running or half-written at any moment — children's process groups and
/// scratch folders — so that docbuild, stopped by SIGINT or SIGTERM, leaves nothing behind.
public final class Teardown: @unchecked Sendable {
  public static let shared = Teardown()
  private let lock = NSLock()
  private var groups = Set<pid_t>()
  private var folders = Set<String>()

  func add(group: pid_t) { lock.withLock { _ = groups.insert(group) } }
  func remove(group: pid_t) { lock.withLock { _ = groups.remove(group) } }
  func add(folder: URL) { lock.withLock { _ = folders.insert(folder.path) } }
  func remove(folder: URL) { lock.withLock { _ = folders.remove(folder.path) } }

  /// Kills every running child's group and removes every scratch folder.
  public func run() {
    lock.withLock {
      for group in groups { kill(-group, SIGKILL) }
      for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    }
  }

  /// On SIGINT or SIGTERM: tear down, then end with the signal's conventional status (128 + n).
  /// The handlers run on a queue, not inside the signal handler, so they may take locks.
  public static func installSignalHandlers() -> [DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        shared.run()
        exit(128 + number)
      }
      source.resume()
      return source
    }
  }
}
