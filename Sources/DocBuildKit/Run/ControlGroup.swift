import Foundation

/// A control group of the kernel's that holds one sandboxed run and every process it starts, so
/// that their memory together (files in its in-memory folders included) and their number are
/// bounded, not each process's alone.
///
/// Made below docbuild's own group, with cgroup v2 (`memory.max`, `pids.max`) or, where the
/// controllers are still mounted the v1 way, with v1 (`memory.limit_in_bytes`, `pids.max`). Where
/// neither is writable (a user without a delegated group, most containers) there is none, and
/// the sandbox's per-process limits and process count are the bound.
struct ControlGroup: Sendable {
  /// The group's folders: one with v2; with v1 one in the memory and one in the pids hierarchy.
  let folders: [String]

  /// Memory of all the run's processes together (bytes).
  static let memoryLimit = 4 << 30
  /// Processes and threads of the run together.
  static let processLimit = 256

  /// Where this process may make groups, learnt once: nil where it may not.
  static let parents: Parents? = Parents.find()

  private static let counter = SerialNumbers()

  /// A new group with the limits set; nil where groups cannot be made here.
  static func make() -> ControlGroup? {
    guard let parents else { return nil }
    let name = "docbuild-\(getpid())-\(counter.next())"
    let group = ControlGroup(folders: parents.folders.map { "\($0)/\(name)" })
    for folder in group.folders where mkdir(folder, 0o755) != 0 {
      group.remove()
      return nil
    }
    var limits = [(file: String, value: String, required: Bool)]()
    switch parents.version {
    case .two:
      let folder = group.folders[0]
      limits = [
        ("\(folder)/memory.max", "\(memoryLimit)", true),
        ("\(folder)/memory.swap.max", "0", false),
        ("\(folder)/pids.max", "\(processLimit)", true),
      ]
    case .one:
      limits = [
        ("\(group.folders[0])/memory.limit_in_bytes", "\(memoryLimit)", true),
        ("\(group.folders[0])/memory.memsw.limit_in_bytes", "\(memoryLimit)", false),
        ("\(group.folders[1])/pids.max", "\(processLimit)", true),
      ]
    }
    for limit in limits where !write(limit.value, to: limit.file) && limit.required {
      group.remove()
      return nil
    }
    return group
  }

  /// Removes the groups that docbuild processes no longer running left (killed with -9).
  static func removeLeftovers() {
    for parent in parents?.folders ?? [] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
      for name in names where name.hasPrefix("docbuild-") {
        guard let pid = name.split(separator: "-").dropFirst().first.flatMap({ pid_t($0) }),
          !ScratchFolder.isRunning(pid)
        else { continue }
        ControlGroup(folders: ["\(parent)/\(name)"]).remove()
      }
    }
  }

  /// The command that joins this group and then becomes `command`: what it starts stays in it.
  func joining(_ command: [String]) -> [String] {
    let script =
      #"while [ "$1" != -- ]; do echo $$ > "$1/cgroup.procs" || exit 125; shift; done; shift; exec "$@""#
    return ["/bin/sh", "-c", script, "sh"] + folders + ["--"] + command
  }

  /// Kills what is left in the group and removes it.
  func remove() {
    let deadline = Date().addingTimeInterval(2)
    for folder in folders {
      // The v2 way kills the whole group at once; v1 is told each process.
      _ = Self.write("1", to: "\(folder)/cgroup.kill")
      while rmdir(folder) != 0, errno == EBUSY, Date() < deadline {
        let procs = (try? String(contentsOfFile: "\(folder)/cgroup.procs", encoding: .utf8)) ?? ""
        for pid in procs.split(separator: "\n").compactMap({ pid_t($0) }) { kill(pid, SIGKILL) }
        usleep(10_000)
      }
    }
  }

  /// Writes `value` to a control file; false when the kernel refuses it.
  private static func write(_ value: String, to file: String) -> Bool {
    let fd = open(file, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let bytes = Array(value.utf8)
    return bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == bytes.count
  }

  /// The groups this process is in whose children it may make and limit.
  struct Parents: Sendable {
    enum Version: Sendable { case one, two }
    let version: Version
    /// With v2 the group's folder; with v1 its memory folder, then its pids folder.
    let folders: [String]

    static func find(
      mountInfo: String? = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8),
      membership: String? = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8)
    ) -> Parents? {
      guard let mountInfo, let membership else { return nil }
      let mounts = mountInfo.split(separator: "\n").compactMap(Mount.init)
      let paths = membership.split(separator: "\n").map {
        $0.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      }
      func path(of controller: String, version: Version) -> String? {
        paths.first {
          $0.count == 3
            && (version == .two
              ? $0[0] == "0" && $0[1].isEmpty
              : $0[1].split(separator: ",").contains(Substring(controller)))
        }.map { String($0[2]) }
      }
      if let mount = mounts.first(where: { $0.type == "cgroup2" }),
        let path = path(of: "", version: .two), let folder = mount.folder(of: path),
        Self.delegates(folder)
      {
        return Parents(version: .two, folders: [folder])
      }
      let folders = ["memory", "pids"].compactMap { controller -> String? in
        guard
          let mount = mounts.first(where: { $0.type == "cgroup" && $0.options.contains(controller) }
          ),
          let path = path(of: controller, version: .one)
        else { return nil }
        return mount.folder(of: path)
      }
      guard folders.count == 2, folders.allSatisfy({ access($0, W_OK) == 0 }) else { return nil }
      return Parents(version: .one, folders: folders)
    }

    /// Whether a v2 group's children get the memory and pids controllers (turned on here when
    /// the kernel lets this process), and this process may make them.
    private static func delegates(_ folder: String) -> Bool {
      func enabled() -> Bool {
        let text =
          (try? String(contentsOfFile: "\(folder)/cgroup.subtree_control", encoding: .utf8)) ?? ""
        let controllers = text.split(whereSeparator: \.isWhitespace)
        return controllers.contains("memory") && controllers.contains("pids")
      }
      guard access(folder, W_OK) == 0 else { return false }
      return enabled()
        || (write("+memory +pids", to: "\(folder)/cgroup.subtree_control") && enabled())
    }
  }

  /// A cgroup file system as /proc/self/mountinfo lists it.
  private struct Mount {
    let root: String
    let point: String
    let type: String
    let options: [String]

    init?(_ line: Substring) {
      let halves = line.components(separatedBy: " - ")
      guard halves.count == 2 else { return nil }
      let fields = halves[0].split(separator: " ")
      let tail = halves[1].split(separator: " ")
      guard fields.count >= 5, tail.count >= 3 else { return nil }
      root = String(fields[3])
      point = String(fields[4])
      type = String(tail[0])
      options = tail[2].split(separator: ",").map(String.init)
    }

    /// The folder of the group at `path` (as /proc/self/cgroup names it), if this mount shows it.
    func folder(of path: String) -> String? {
      guard root == "/" || path == root || path.hasPrefix(root + "/") else { return nil }
      let inside = root == "/" ? path : String(path.dropFirst(root.count))
      return point + (inside == "/" ? "" : inside)
    }
  }
}
