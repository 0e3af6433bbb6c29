import CSpawn
import Foundation

/// What a build has running or half-written at any moment — children's process groups and
/// scratch folders — so that docbuild, stopped by SIGINT or SIGTERM, leaves nothing behind.
///
/// A docbuild killed outright (`kill -9`) runs nothing more: the running groups are then killed
/// by the orphan reaper, a small process started with the first child that outlives docbuild by
/// a moment (`cspawn_start_orphan_reaper`), and the folders are removed by the next build.
public final class Teardown: @unchecked Sendable {
  public static let shared = Teardown()
  private let lock = NSLock()
  private var groups = Set<pid_t>()
  private var folders = Set<String>()
  /// The orphan reaper's socket: nil until the first child starts, -1 when it could not start.
  private var reaper: Int32?

  func add(group: pid_t) {
    lock.withLock {
      groups.insert(group)
      if reaper == nil { reaper = cspawn_start_orphan_reaper() }
      if let reaper, reaper >= 0 { cspawn_tell_reaper(reaper, group) }
    }
  }

  /// Called before the group's leader is reaped, so that its ID cannot name another group yet.
  func remove(group: pid_t) {
    lock.withLock {
      groups.remove(group)
      if let reaper, reaper >= 0 { cspawn_tell_reaper(reaper, -group) }
    }
  }
  func add(folder: URL) { lock.withLock { _ = folders.insert(folder.path) } }
  func remove(folder: URL) { lock.withLock { _ = folders.remove(folder.path) } }

  /// Kills every running child's group, removes every scratch folder and ends docbuild with
  /// `status`, keeping the lock to the end: a job starting meanwhile waits on it, and makes
  /// neither a child nor a folder that nothing would remove.
  private func stop(exitingWith status: Int32) -> Never {
    lock.lock()
    ProcessTree.kill(groups: groups)
    for folder in folders { ScratchFolder.remove(at: URL(fileURLWithPath: folder)) }
    exit(status)
  }

  /// On SIGINT or SIGTERM: tear down, then end with the signal's conventional status (128 + n).
  /// The handlers run on a queue, not inside the signal handler, so they may take locks.
  public static func installSignalHandlers() -> [DispatchSourceSignal] {
    [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { shared.stop(exitingWith: 128 + number) }
      source.resume()
      return source
    }
  }
}
