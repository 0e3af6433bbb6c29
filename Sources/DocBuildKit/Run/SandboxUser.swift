import Foundation

/// Who an example runs as on the machine when docbuild runs as root.
///
/// The kernel counts RLIMIT_NPROC per real user and never holds root to it, and a user namespace
/// made by root maps its `nobody` to the real root. So a build run as root (as CI containers
/// run) starts the sandbox as an unprivileged user of its own instead: a user ID no account
/// uses, a fresh one for each scratch folder, whose process count is that folder's runs' alone.
struct SandboxUser: Sendable, Equatable {
  let id: UInt32

  /// Processes and threads one run may have when it runs as a user of its own.
  static let processLimit = 256

  /// IDs from here up name no account; each run's is made of docbuild's PID and a counter, so
  /// builds running at once on one machine do not share one.
  private static let firstID: UInt32 = 0x4000_0000
  private static let counter = SerialNumbers()

  /// The user of the runs in `scratch`: the one it was given to already (an exploration after
  /// its run writes over the run's files), else a new one; nil unless docbuild runs as root.
  static func of(_ scratch: URL) -> SandboxUser? {
    guard getuid() == 0 else { return nil }
    var status = stat()
    if stat(scratch.path, &status) == 0, status.st_uid >= firstID {
      return SandboxUser(id: status.st_uid)
    }
    return next()
  }

  /// A new user; nil unless docbuild runs as root.
  static func next() -> SandboxUser? {
    guard getuid() == 0 else { return nil }
    let pid = UInt32(truncatingIfNeeded: getpid()) & 0x3F_FFFF
    return SandboxUser(id: firstID | pid << 8 | UInt32(truncatingIfNeeded: counter.next()) & 0xFF)
  }

  /// The command that starts `command` as this user, with no supplementary group.
  func starting(_ command: [String]) -> [String] {
    ["/usr/bin/setpriv", "--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--"] + command
  }

  /// Gives `folders` (made by docbuild as root) to this user, so that the run can write in them.
  func own(_ folders: [URL]) {
    for folder in folders { chown(folder.path, id, id) }
  }
}
