import Foundation

/// How strictly examples are isolated from the machine that builds them (`--sandbox`).
public enum SandboxMode: String, CaseIterable, Sendable {
  /// bubblewrap when it works here, otherwise limits, a process group and a clean environment.
  case auto
  /// bubblewrap or nothing: examples that cannot be sandboxed are not run (an error).
  case required
  /// No isolation: the example runs as docbuild does, with its environment (trusted notes only).
  case off
}

/// Runs compiled examples, which are untrusted code from the notes, so that they can change
/// nothing outside their scratch folder and read no secret.
///
/// With bubblewrap: new user, PID, network, IPC and UTS namespaces (no network at all, no other
/// process to see or signal), a read-only view of the system folders the program needs (`/usr`,
/// the Swift runtime, the engine) and nothing else — no home, no `/etc`, no notes, site or cache —
/// a scratch folder as its only writable place, a clean environment, and resource limits. Without
/// it (`auto` on a machine without namespaces) only the limits, the process group and the clean
/// environment remain.
struct Sandbox: Sendable {
  enum Isolation: Sendable, Equatable {
    case bubblewrap(String)
    case limitsOnly
    case none

    /// Part of every example's cache key.
    var name: String {
      switch self {
      case .bubblewrap: "bubblewrap"
      case .limitsOnly: "limits"
      case .none: "none"
      }
    }
  }

  let isolation: Isolation
  /// Folders the example may read besides `/usr`: the Swift runtime, the engine.
  let readableFolders: [String]
  /// RLIMIT_NPROC: counted per user across the machine, so it is set above what already runs,
  /// unless each run has a user of its own.
  let processLimit: Int
  /// Whether each run starts as a user of its own (`SandboxUser`): docbuild runs as root, and
  /// such a user can reach the folders the example needs.
  var ownUsers = false
  /// Whether this bubblewrap bounds the size of the in-memory folders it makes (`--size`).
  var sizesTmpfs = false

  /// Address space of the example (bytes): bounds what it can allocate.
  static let memoryLimit = 4 << 30
  /// Largest file it may write (bytes).
  static let fileSizeLimit = 64 << 20
  /// Processes and threads it may add to those already running.
  static let extraProcesses = 512
  /// What each in-memory folder (`/tmp`, `/dev/shm`) may hold (bytes); the engine's batch gives
  /// each run's own `/tmp` the same (`example_isolation.c`).
  static let memoryFolderLimit = 256 << 20

  /// The sandbox a build uses in `mode`; nil (with the reason) when `required` cannot be met.
  static func make(mode: SandboxMode, readableFolders: [String]) -> (Sandbox?, problem: String?) {
    ScratchFolder.removeLeftovers()
    ControlGroup.removeLeftovers()
    func sandbox(_ isolation: Isolation) -> Sandbox {
      let ownUsers =
        isolation != .none && ownUsersCanRun(isolation, readableFolders: readableFolders)
      return Sandbox(
        isolation: isolation, readableFolders: readableFolders,
        processLimit: ownUsers ? SandboxUser.processLimit : runningTasks() + extraProcesses,
        ownUsers: ownUsers, sizesTmpfs: sizesTmpfs(isolation))
    }
    switch mode {
    case .off:
      return (sandbox(.none), nil)
    case .auto, .required:
      if let bubblewrap = usableBubblewrap() { return (sandbox(.bubblewrap(bubblewrap)), nil) }
      let problem =
        "bubblewrap (bwrap) is not installed or cannot create namespaces here (apt install bubblewrap)"
      if mode == .required { return (nil, problem) }
      return (sandbox(.limitsOnly), problem)
    }
  }

  /// Whether a run started as a user of its own reaches what it needs (a folder under root's
  /// home does not): as root, one trial run; as a user, never needed.
  private static func ownUsersCanRun(_ isolation: Isolation, readableFolders: [String]) -> Bool {
    guard let user = SandboxUser.next() else { return false }
    let trial: [String]
    switch isolation {
    case .bubblewrap(let bwrap):
      trial =
        [bwrap, "--unshare-all", "--die-with-parent", "--uid", "65534", "--ro-bind", "/", "/"]
        + readableFolders.flatMap { ["--ro-bind", $0, $0] } + ["true"]
    case .limitsOnly, .none:
      trial =
        ["/usr/bin/test"]
        + (["/usr"] + readableFolders).map { ["-x", $0] }.joined(separator: ["-a"])
    }
    let command = user.starting(trial)
    let result = ChildProcess(
      executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()),
      timeout: 10
    ).run()
    return result.status == 0 && !result.timedOut
  }

  /// What the build summary notes when the sandbox was turned off on purpose (`--sandbox=off`).
  var notice: String? {
    isolation == .none
      ? "examples ran with no sandbox (--sandbox=off): only trusted notes should be built so" : nil
  }

  /// The warning of `--sandbox=auto` falling back: what an example can reach without bubblewrap.
  var fallbackWarning: String? {
    guard isolation == .limitsOnly else { return nil }
    return
      "examples run without a sandbox here, so each one can read the build's files (your home folder, the notes, the example cache and its key), its secrets (files, and the environment of docbuild's own process) and use the network; only resource limits, a process group and a clean environment remain. Pass --sandbox=required, or write `sandbox: required` in docbuild.yml, to refuse to run examples so"
  }

  /// Runs `program` in `scratch` under this sandbox, with `environment` added to a clean one.
  /// Each of its processes may use the CPU for `cpuSeconds` (default: `timeout`) and 5 s more.
  func run(
    _ program: URL, scratch: URL, timeout: Double, cpuSeconds: Double? = nil,
    environment: [String: String]
  ) -> ChildProcess.Result {
    let group = isolation == .none ? nil : ControlGroup.make()
    defer { group?.remove() }
    let command = command(
      program, scratch: scratch, cpuSeconds: cpuSeconds ?? timeout, environment: environment,
      group: group)
    var result = ChildProcess(
      executable: command.executable, arguments: command.arguments,
      environment: command.environment, currentDirectory: scratch, timeout: timeout
    ).run()
    // bubblewrap reports a program killed by signal n as exit status 128 + n.
    if case .bubblewrap = isolation, !result.timedOut, !result.truncated,
      (129...192).contains(result.status)
    {
      result.status -= 128
      result.crashed = true
    }
    return result
  }

  /// The executable, arguments and environment that run `program` in `scratch` under this sandbox,
  /// in `group` when there is one.
  private func command(
    _ program: URL, scratch: URL, cpuSeconds: Double, environment extra: [String: String],
    group: ControlGroup?
  ) -> (executable: URL, arguments: [String], environment: [String: String]) {
    if isolation == .none {
      return (program, [], ProcessInfo.processInfo.environment.merging(extra) { $1 })
    }
    let home = scratch.appendingPathComponent("home")
    try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let user = ownUsers ? SandboxUser.of(scratch) : nil
    user?.own([scratch, home])
    let environment = [
      "PATH": "/usr/bin:/bin", "HOME": home.path, "TMPDIR": home.path, "LANG": "C.UTF-8",
    ].merging(extra) { $1 }
    var limited = [
      "--as=\(Self.memoryLimit)", "--fsize=\(Self.fileSizeLimit)", "--nproc=\(processLimit)",
      "--cpu=\(Int(cpuSeconds.rounded(.up)) + 5)", "--core=0", "--", program.path,
    ]
    limited.insert("/usr/bin/prlimit", at: 0)
    if case .bubblewrap(let bwrap) = isolation {
      limited =
        [bwrap] + bubblewrapArguments(scratch: scratch.path, program: program.path) + ["--"]
        + limited
    }
    let started = user?.starting(limited) ?? limited
    let command = group?.joining(started) ?? started
    return (URL(fileURLWithPath: command[0]), Array(command.dropFirst()), environment)
  }

  private func bubblewrapArguments(scratch: String, program: String) -> [String] {
    var arguments = [
      "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
      "--uid", "65534", "--gid", "65534", "--hostname", "example",
      "--ro-bind", "/usr", "/usr",
    ]
    // Merged-/usr systems have /bin, /lib… as links into /usr; older ones as folders.
    for folder in ["/bin", "/sbin", "/lib", "/lib64", "/lib32"] {
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder) {
        arguments += ["--symlink", target, folder]
      } else if FileManager.default.fileExists(atPath: folder) {
        arguments += ["--ro-bind", folder, folder]
      }
    }
    for file in ["/etc/ld.so.cache", "/etc/localtime"] {
      arguments += ["--ro-bind-try", file, file]
    }
    // /tmp first: the folders bound after it may lie inside it (an engine installed under /tmp).
    arguments += ["--proc", "/proc", "--dev", "/dev"]
    // In-memory folders, bounded where bubblewrap can size them (else by the control group).
    for folder in ["/tmp", "/dev/shm"] {
      if sizesTmpfs { arguments += ["--size", "\(Self.memoryFolderLimit)"] }
      arguments += ["--tmpfs", folder]
    }
    for folder in readableFolders where !folder.hasPrefix("/usr/") {
      arguments += ["--ro-bind", folder, folder]
    }
    // A program shared by several runs (a merged batch's binary) lies outside their scratch
    // folders: read-only, so that no run can change what the next one runs.
    if !program.hasPrefix(scratch + "/") { arguments += ["--ro-bind", program, program] }
    arguments += ["--bind", scratch, scratch, "--chdir", scratch]
    return arguments
  }

  /// `bwrap` from PATH, if it can make the namespaces the sandbox needs on this machine.
  private static func usableBubblewrap() -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    guard
      let bwrap = folders.map({ "\($0)/bwrap" }).first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return nil }
    // A second trial before giving the sandbox up: on a loaded machine one trial can time out
    // or meet a passing shortage of namespaces, and the build would then run unsandboxed.
    for _ in 0..<2 {
      let trial = ChildProcess(
        executable: URL(fileURLWithPath: bwrap),
        arguments: [
          "--unshare-all", "--die-with-parent", "--uid", "65534", "--ro-bind", "/", "/", "true",
        ],
        timeout: 10
      ).run()
      if trial.status == 0 && !trial.timedOut { return bwrap }
    }
    return nil
  }

  /// Whether bubblewrap knows `--size` (0.8 and later).
  private static func sizesTmpfs(_ isolation: Isolation) -> Bool {
    guard case .bubblewrap(let bwrap) = isolation else { return false }
    let help = ChildProcess(
      executable: URL(fileURLWithPath: bwrap), arguments: ["--help"], timeout: 10
    ).run()
    return help.output.contains("--size")
  }

  /// Scheduling entities (threads) on the machine now, from /proc/loadavg's fourth field.
  private static func runningTasks() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
      let field = text.split(separator: " ").dropFirst(3).first,
      let total = field.split(separator: "/").last.flatMap({ Int($0) })
    else { return 4096 }
    return total
  }
}
