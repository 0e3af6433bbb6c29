import CSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program as a child process with a time limit and a cap on what it may print, so a
/// hanging or chatty example can never stop the build.
///
/// The child leads a process group of its own and inherits no descriptor but its standard ones:
/// at the end (exit, time limit, output cap) the whole group is killed and reaped, and the build
/// never waits on a grandchild that kept a pipe open.
struct ChildProcess {
  struct Result: Sendable {
    var status: Int32
    var output: String
    var errorOutput: String
    var timedOut: Bool
    var truncated: Bool
    /// True when the process ended by a signal (a trap, fatalError).
    var crashed: Bool

    /// A step that succeeded without output (or was not needed).
    static let succeeded = Result(
      status: 0, output: "", errorOutput: "", timedOut: false, truncated: false, crashed: false)
  }

  var executable: URL
  var arguments: [String]
  /// The child's whole environment; nil: docbuild's own.
  var environment: [String: String]? = nil
  var currentDirectory: URL? = nil
  var timeout: TimeInterval
  var outputLimit = Self.outputLimit

  /// Bytes a child may print on each of its standard output and error, unless told otherwise.
  static let outputLimit = 1 << 20

  /// How long output is still read after the child ended (its group is killed first).
  static let drainGrace: TimeInterval = 0.5

  func run() -> Result {
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard cspawn_pipe_cloexec(&outPipe) == 0 else { return failure("cannot create a pipe") }
    guard cspawn_pipe_cloexec(&errPipe) == 0 else {
      close(outPipe[0])
      close(outPipe[1])
      return failure("cannot create a pipe")
    }
    let spawned = spawn(stdout: outPipe[1], stderr: errPipe[1])
    close(outPipe[1])
    close(errPipe[1])
    guard case .success(let pid) = spawned else {
      close(outPipe[0])
      close(errPipe[0])
      if case .failure(let message) = spawned { return failure(message) }
      return failure("cannot start")
    }
    Teardown.shared.add(group: pid)

    var streams = [
      CappedStream(fd: outPipe[0], limit: outputLimit),
      CappedStream(fd: errPipe[0], limit: outputLimit),
    ]
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while !Self.hasEnded(pid) {
      if streams.contains(where: \.truncated) { break }
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 {
        timedOut = true
        break
      }
      if streams.contains(where: \.open) {
        CappedStream.read(&streams, waiting: min(0.05, remaining))
      } else {
        usleep(useconds_t(min(0.002, remaining) * 1_000_000))
      }
    }
    // The child has ended or must: its whole group goes (a daemonised grandchild too) before the
    // child is reaped, so its group ID cannot have been reused. Pipes a survivor still holds are
    // read for a moment more and then closed, never waited on. A child stopped early takes the
    // processes it started in groups of their own with it (a compiler's frontends).
    if Self.hasEnded(pid) { kill(-pid, SIGKILL) } else { ProcessTree.kill(groups: [pid]) }
    Teardown.shared.remove(group: pid)
    let status = Self.reap(pid)
    let drainEnd = Date().addingTimeInterval(Self.drainGrace)
    while streams.contains(where: \.open), Date() < drainEnd {
      CappedStream.read(&streams, waiting: max(0, min(0.05, drainEnd.timeIntervalSinceNow)))
    }
    for stream in streams where stream.open { close(stream.fd) }
    let truncated = streams.contains(where: \.truncated)

    let signal = status & 0x7f
    let signalled = signal != 0 && signal != 0x7f
    return Result(
      status: signalled ? signal : (status >> 8) & 0xff,
      output: String(decoding: streams[0].data, as: UTF8.self),
      errorOutput: String(decoding: streams[1].data, as: UTF8.self), timedOut: timedOut,
      truncated: truncated, crashed: signalled && !timedOut && !truncated)
  }

  private enum Spawned {
    case success(pid_t)
    case failure(String)
  }

  /// posix_spawn in a new process group, standard input from /dev/null, every other descriptor
  /// closed, signals at their defaults.
  private func spawn(stdout: Int32, stderr: Int32) -> Spawned {
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    cspawn_addclosefrom(&actions, 3)
    if let currentDirectory {
      cspawn_addchdir(&actions, currentDirectory.path)
    }
    var defaults = sigset_t()
    sigfillset(&defaults)
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let environment = (self.environment ?? ProcessInfo.processInfo.environment)
      .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let argv = CStrings([executable.path] + arguments)
    let envp = CStrings(environment)
    var pid = pid_t()
    let code = posix_spawn(
      &pid, executable.path, &actions, &attributes, argv.pointers, envp.pointers)
    guard code == 0 else {
      return .failure("cannot start \(executable.path): \(String(cString: strerror(code)))")
    }
    return .success(pid)
  }

  /// Whether `pid` has ended, without reaping it (its group stays killable).
  private static func hasEnded(_ pid: pid_t) -> Bool {
    var info = siginfo_t()
    return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0
      && info.si_signo == SIGCHLD
  }

  /// Waits for `pid` to end and returns its raw wait status.
  private static func reap(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      if errno != EINTR { return 0 }
    }
    return status
  }

  private func failure(_ message: String) -> Result {
    Result(
      status: -1, output: "", errorOutput: message, timedOut: false, truncated: false,
      crashed: false)
  }
}

/// A child's output pipe, read without blocking, keeping at most `limit` bytes.
private struct CappedStream {
  let fd: Int32
  let limit: Int
  var data = Data()
  var truncated = false
  var open = true

  init(fd: Int32, limit: Int) {
    self.fd = fd
    self.limit = limit
  }

  /// Waits up to `waiting` seconds for any open stream to have data, then reads what is there.
  static func read(_ streams: inout [CappedStream], waiting: TimeInterval) {
    var polls = streams.filter(\.open).map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
    guard !polls.isEmpty else {
      if waiting > 0 { usleep(useconds_t(waiting * 1_000_000)) }
      return
    }
    guard poll(&polls, nfds_t(polls.count), Int32(waiting * 1000)) > 0 else { return }
    for poll in polls where poll.revents != 0 {
      guard let index = streams.firstIndex(where: { $0.fd == poll.fd }) else { continue }
      streams[index].readAvailable()
    }
  }

  private mutating func readAvailable() {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR || errno == EAGAIN { return }
    guard count > 0 else {
      close(fd)
      open = false
      return
    }
    let room = max(0, limit - data.count)
    if count > room { truncated = true }
    data.append(contentsOf: buffer[..<min(count, room)])
  }
}

/// NUL-terminated C strings for argv and envp, alive as long as this value.
private final class CStrings {
  let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  private let count: Int

  init(_ strings: [String]) {
    count = strings.count + 1
    pointers = .allocate(capacity: count)
    for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
    pointers[strings.count] = nil
  }

  deinit {
    for index in 0..<count { free(pointers[index]) }
    pointers.deallocate()
  }
}
