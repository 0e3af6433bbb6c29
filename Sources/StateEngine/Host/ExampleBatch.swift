import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The entry point of a merged batch: docbuild compiles many examples into one program whose
/// `@main` hands their drivers to `main`. Started with `DOCBUILD_BATCH` naming a plan, the
/// program runs the plan's jobs itself, each in a process forked from it: the program starts
/// (dynamic loading, the runtime's set-up) once per batch instead of once per example, which
/// is most of a small example's cost.
///
/// Each job is still a process of its own, with its own folder, time limit and output cap, and
/// nothing of the batch's other runs to see: with `isolate` (docbuild's sandbox), each lives in
/// namespaces of its own (`example_isolate`) — its own `/tmp` and `/proc`, its own folder the
/// only one of the batch it can see, no other process it can signal or trace.
public enum ExampleBatch {
  /// docbuild's request, a JSON file.
  struct Plan: Decodable {
    struct Job: Decodable {
      var example: Int
      /// The job's folder: its working folder, home, report and output files.
      var folder: String
      var timeout: Double
      /// Explore the UI (`DOCBUILD_EXPLORE`) instead of running the scenario.
      var explore: Bool
    }

    var jobs: [Job]
    /// How many jobs run at once.
    var width: Int
    var isolate: Bool
    /// Folders covered besides `/tmp` (the batch's own), and the read-only ones bound back.
    var hidden: [String]
    var shown: [String]
    /// Bytes a job may print on each of its standard output and error.
    var outputLimit: Int
  }

  /// What became of one job, written for docbuild as JSON on standard output.
  struct Outcome: Encodable {
    var status: Int32
    var crashed: Bool
    var timedOut: Bool
    var truncated: Bool
    var seconds: Double
  }

  struct Report: Encodable {
    var outcomes: [Outcome?]
    /// Why jobs could not be isolated, when they could not (no job ran then).
    var isolationProblem: String?
  }

  /// Runs the plan `DOCBUILD_BATCH` names, or else the one example `DOCBUILD_EXAMPLE` numbers.
  @MainActor public static func main(_ examples: [(Int, @MainActor () -> Void)]) {
    if let path = getenv("DOCBUILD_BATCH") {
      supervise(planPath: String(cString: path), examples: examples)
    }
    let number = getenv("DOCBUILD_EXAMPLE").flatMap { Int(String(cString: $0)) }
    guard let example = examples.first(where: { $0.0 == number }) else {
      fatalError("no such example")
    }
    example.1()
  }

  /// The C half (`CExampleIsolation`, linked into the engine's library), looked up by name: an
  /// import of its module, even an internal one, would make every example's compile need its
  /// module map.
  private enum Isolation {
    typealias CStrings = UnsafePointer<UnsafePointer<CChar>?>
    static let isolate = function(
      "example_isolate",
      as: (@convention(c) (UnsafePointer<CChar>, CStrings, Int, CStrings, Int) -> Int32).self)
    static let dieWithParent = function(
      "example_die_with_parent", as: (@convention(c) (Int32) -> Int32).self)
    static let closeFrom = function("example_close_from", as: (@convention(c) (Int32) -> Void).self)

    private static func function<Function>(_ name: String, as type: Function.Type) -> Function {
      guard let address = dlsym(nil, name) else { fatalError("the engine lacks \(name)") }
      return unsafeBitCast(address, to: type)
    }
  }

  /// A job's process while it runs.
  private struct Running {
    var job: Int
    var output: Int32
    var errors: Int32
    var start: Double
  }

  @MainActor private static func supervise(
    planPath: String, examples: [(Int, @MainActor () -> Void)]
  ) -> Never {
    guard let data = FileManager.default.contents(atPath: planPath),
      let plan = try? JSONDecoder().decode(Plan.self, from: data)
    else {
      fputs("docbuild: cannot read the batch's plan \(planPath)\n", stderr)
      exit(2)
    }
    // Children are noticed as they end (sigtimedwait) rather than polled.
    var childSignal = sigset_t()
    sigemptyset(&childSignal)
    sigaddset(&childSignal, SIGCHLD)
    sigprocmask(SIG_BLOCK, &childSignal, nil)
    if plan.isolate, let problem = isolationProblem(plan) {
      finish(Report(outcomes: [], isolationProblem: problem))
    }
    var outcomes = [Outcome?](repeating: nil, count: plan.jobs.count)
    var running: [pid_t: Running] = [:]
    var next = 0
    while next < plan.jobs.count || !running.isEmpty {
      while running.count < max(1, plan.width), next < plan.jobs.count {
        if let started = start(next, plan: plan, examples: examples) {
          running[started.pid] = started.running
        } else {
          outcomes[next] = Outcome(
            status: -1, crashed: false, timedOut: false, truncated: false, seconds: 0)
        }
        next += 1
      }
      var wait = timespec(tv_sec: 0, tv_nsec: 10_000_000)
      _ = sigtimedwait(&childSignal, nil, &wait)
      let now = monotonicSeconds()
      for (pid, run) in running {
        let job = plan.jobs[run.job]
        var status: Int32 = 0
        var timedOut = false
        var truncated = false
        if waitpid(pid, &status, WNOHANG) != pid {
          if now - run.start >= job.timeout {
            timedOut = true
          } else if size(run.output) > plan.outputLimit || size(run.errors) > plan.outputLimit {
            truncated = true
          } else {
            continue
          }
          kill(pid, SIGKILL)
          while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        }
        close(run.output)
        close(run.errors)
        running[pid] = nil
        outcomes[run.job] = outcome(
          status, isolated: plan.isolate, timedOut: timedOut, truncated: truncated,
          seconds: now - run.start)
      }
    }
    finish(Report(outcomes: outcomes, isolationProblem: nil))
  }

  /// Forks the process of job `index`; nil when its files or the process cannot be made.
  @MainActor private static func start(
    _ index: Int, plan: Plan, examples: [(Int, @MainActor () -> Void)]
  ) -> (pid: pid_t, running: Running)? {
    let job = plan.jobs[index]
    let name = job.explore ? "explore" : "run"
    let flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
    let output = open("\(job.folder)/\(name).out", flags, 0o644)
    let errors = open("\(job.folder)/\(name).err", flags, 0o644)
    guard output >= 0, errors >= 0,
      let example = examples.first(where: { $0.0 == job.example })?.1
    else {
      if output >= 0 { close(output) }
      if errors >= 0 { close(errors) }
      return nil
    }
    let supervisor = getpid()
    let start = monotonicSeconds()
    let pid = fork()
    guard pid == 0 else {
      guard pid > 0 else {
        close(output)
        close(errors)
        return nil
      }
      return (pid, Running(job: index, output: output, errors: errors, start: start))
    }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigprocmask(SIG_SETMASK, &unblocked, nil)
    let input = open("/dev/null", O_RDONLY)
    dup2(input, 0)
    dup2(output, 1)
    dup2(errors, 2)
    Isolation.closeFrom(3)
    let home = "\(job.folder)/home"
    mkdir(home, 0o755)
    setenv("HOME", home, 1)
    setenv("TMPDIR", home, 1)
    setenv(
      job.explore ? "DOCBUILD_EXPLORE" : "DOCBUILD_REPORT",
      "\(job.folder)/\(job.explore ? "exploration" : "report").json", 1)
    if plan.isolate {
      guard isolate(job.folder, plan: plan) == 0 else {
        fputs("docbuild: cannot isolate the example: \(String(cString: strerror(errno)))\n", stderr)
        _exit(125)
      }
    } else {
      // Without namespaces, the job stays in the batch's process group: whatever it starts ends
      // with the batch at the latest.
      guard Isolation.dieWithParent(supervisor) == 0, chdir(job.folder) == 0 else { _exit(125) }
    }
    example()
    exit(0)
  }

  private static func isolate(_ folder: String, plan: Plan) -> Int32 {
    withCStrings(plan.hidden) { hidden in
      withCStrings(plan.shown) { shown in
        Isolation.isolate(folder, hidden, plan.hidden.count, shown, plan.shown.count)
      }
    }
  }

  /// Why the jobs cannot be isolated here (nested namespaces refused), tried once in a child
  /// that does nothing else; nil when they can.
  private static func isolationProblem(_ plan: Plan) -> String? {
    guard let folder = plan.jobs.first?.folder else { return nil }
    let pid = fork()
    if pid == 0 {
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      sigprocmask(SIG_SETMASK, &unblocked, nil)
      _exit(isolate(folder, plan: plan) == 0 ? 0 : max(1, min(errno, 120)))
    }
    guard pid > 0 else { return "cannot fork: \(String(cString: strerror(errno)))" }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let code = (status >> 8) & 0xff
    guard status & 0x7f != 0 || code != 0 else { return nil }
    return "nested namespaces are refused here: \(String(cString: strerror(code)))"
  }

  private static func outcome(
    _ status: Int32, isolated: Bool, timedOut: Bool, truncated: Bool, seconds: Double
  ) -> Outcome {
    let signal = status & 0x7f
    var code = signal != 0 ? signal : (status >> 8) & 0xff
    var crashed = signal != 0
    // An isolated job's signal comes through its namespace's processes as 128 + n.
    if isolated, signal == 0, (129...192).contains(code) {
      code -= 128
      crashed = true
    }
    return Outcome(
      status: code, crashed: crashed && !timedOut && !truncated, timedOut: timedOut,
      truncated: truncated, seconds: seconds)
  }

  private static func finish(_ report: Report) -> Never {
    let data = (try? JSONEncoder().encode(report)) ?? Data()
    FileHandle.standardOutput.write(data)
    exit(0)
  }

  private static func size(_ fd: Int32) -> Int {
    var info = stat()
    return fstat(fd, &info) == 0 ? Int(info.st_size) : 0
  }

  private static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  private static func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result
  ) -> Result {
    // Ends with nil, so that even no strings have an address.
    let copies = strings.map { UnsafePointer(strdup($0)) } + [nil]
    defer { copies.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
    return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
