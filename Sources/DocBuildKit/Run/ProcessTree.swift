import Foundation

/// The processes started under some of docbuild's children, whatever process group they put
/// themselves in: the compiler driver starts each frontend in a group of its own, which killing
/// the driver's group does not reach.
enum ProcessTree {
  /// Every process below `roots` (their children, theirs, …), read from `/proc`. Stop the roots
  /// first (`SIGSTOP`): a parent that dies meanwhile hands its children to `init`, and they are no
  /// longer found under it.
  static func descendants(of roots: Set<pid_t>) -> [pid_t] {
    var children: [pid_t: [pid_t]] = [:]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(entry), let parent = parent(of: entry) else { continue }
      children[parent, default: []].append(pid)
    }
    var found: [pid_t] = []
    var pending = Array(roots)
    while let next = pending.popLast() {
      for child in children[next] ?? [] {
        found.append(child)
        pending.append(child)
      }
    }
    return found
  }

  /// Stops each group of `groups` (led by the process of the same ID), then kills every process
  /// below their leaders and the groups themselves.
  static func kill(groups: Set<pid_t>) {
    for group in groups { Foundation.kill(-group, SIGSTOP) }
    let below = descendants(of: groups)
    for group in groups { Foundation.kill(-group, SIGKILL) }
    for pid in below { Foundation.kill(pid, SIGKILL) }
  }

  /// The parent's ID in `/proc/<pid>/stat`: the second field after the command's `)` (a command
  /// name may itself hold spaces and parentheses).
  private static func parent(of pid: String) -> pid_t? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? pid_t(fields[1]) : nil
  }
}
