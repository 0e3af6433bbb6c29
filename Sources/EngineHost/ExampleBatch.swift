import EngineInterface
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The entry point of a merged batch: docbuild compiles many examples into one program whose
/// `@main` hands their drivers to `main`. Started with `DOCBUILD_BATCH` naming a plan (a
/// `BatchPlan`, which also holds each job's scenario), the
/// program runs the plan's jobs itself, each in a process forked from it: the program starts
/// (dynamic loading, the runtime's set-up) once per batch instead of once per example, which
/// is most of a small example's cost.
///
/// Each job is still a process of its own, with its own folder, time limit and output cap, and
/// nothing of the batch's other runs to see: with `isolate` (docbuild's sandbox), each lives in
/// namespaces of its own (`example_fork_isolated`): its own `/tmp` and `/proc`, its folder made
/// afresh in memory, no other run's folder, no other process it can signal or trace. What a job
/// leaves (its report, its error output) is kept in files in memory and gathered into the
/// plan's `results` file, so that a batch makes no file per job.
public enum ExampleBatch {
  /// The bytes of a job's error output kept: docbuild shows the last 4,000 characters.
  static var errorTail: Int { 32 << 10 }

  /// Runs the plan `DOCBUILD_BATCH` names, or else the one example `DOCBUILD_EXAMPLE` numbers.
  @MainActor public static func main(_ examples: [(Int, @MainActor () -> Void)]) {
    if let path = getenv(BatchPlan.environmentKey) {
      supervise(planPath: String(cString: path), examples: examples)
    }
    let number = getenv(BatchPlan.exampleKey).flatMap { Int(String(cString: $0)) }
    guard let example = examples.first(where: { $0.0 == number }) else {
      fatalError("no such example")
    }
    example.1()
  }

  /// The C half (`CExampleIsolation`, linked into the engine's library), looked up by name: an
  /// import of its module, even an internal one, would make every compile of an example's driver
  /// need its module map.
  private enum Isolation {
    typealias CStrings = UnsafePointer<UnsafePointer<CChar>?>
    static let forkIsolated = function(
      "example_fork_isolated",
      as: (@convention(c) (
        UnsafePointer<CChar>, CStrings, Int, CStrings, Int, UnsafeMutablePointer<Int32>
      ) -> pid_t).self)
    static let dieWithParent = function(
      "example_die_with_parent", as: (@convention(c) (Int32) -> Int32).self)
    static let memoryFile = function(
      "example_memory_file", as: (@convention(c) (UnsafePointer<CChar>) -> Int32).self)
    static let closeFrom = function("example_close_from", as: (@convention(c) (Int32) -> Void).self)

    private static func function<Function>(_ name: String, as type: Function.Type) -> Function {
      guard let address = dlsym(nil, name) else { fatalError("the engine lacks \(name)") }
      return unsafeBitCast(address, to: type)
    }
  }

  /// A job's files in memory: standard output, standard error, and its report (descriptor 3 in
  /// the job's process).
  private struct Files {
    var output: Int32
    var errors: Int32
    var report: Int32

    init?() {
      output = Isolation.memoryFile("output")
      errors = Isolation.memoryFile("errors")
      report = Isolation.memoryFile("report")
      guard output >= 0, errors >= 0, report >= 0 else {
        close()
        return nil
      }
    }

    func close() {
      for fd in [output, errors, report] where fd >= 0 { Glibc.close(fd) }
    }
  }

  /// A job's process while it runs.
  private struct Running {
    var job: Int
    var files: Files
    var start: Double
  }

  @MainActor private static func supervise(
    planPath: String, examples: [(Int, @MainActor () -> Void)]
  ) -> Never {
    guard let data = FileManager.default.contents(atPath: planPath),
      let plan = try? JSONDecoder().decode(BatchPlan.self, from: data)
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
      finish(BatchSummary(outcomes: [], isolationProblem: problem), plan: plan)
    }
    let results = open(plan.results, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard results >= 0 else {
      fputs("docbuild: cannot write \(plan.results)\n", stderr)
      exit(2)
    }
    var written = 0
    var outcomes = [BatchSummary.Outcome?](repeating: nil, count: plan.jobs.count)
    var running: [pid_t: Running] = [:]
    var next = 0
    while next < plan.jobs.count || !running.isEmpty {
      while running.count < max(1, plan.width), next < plan.jobs.count {
        if let started = start(next, plan: plan, examples: examples) {
          running[started.pid] = started.running
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
          } else if size(run.files.output) > plan.outputLimit
            || size(run.files.errors) > plan.outputLimit
          {
            truncated = true
          } else {
            continue
          }
          kill(pid, SIGKILL)
          while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        }
        running[pid] = nil
        var outcome = outcome(
          status, isolated: plan.isolate, timedOut: timedOut, truncated: truncated,
          seconds: now - run.start)
        let reportSize = size(run.files.report)
        if reportSize > 0 {
          outcome.report = [
            written, copy(run.files.report, from: 0, count: reportSize, to: results),
          ]
          written += outcome.report![1]
        }
        let errorsEnd = min(size(run.files.errors), plan.outputLimit)
        let errorsStart = max(0, errorsEnd - errorTail)
        let errorsCopied = copy(
          run.files.errors, from: errorsStart, count: errorsEnd - errorsStart, to: results)
        outcome.errors = [written, errorsCopied]
        written += errorsCopied
        run.files.close()
        outcomes[run.job] = outcome
      }
    }
    close(results)
    finish(BatchSummary(outcomes: outcomes, isolationProblem: nil), plan: plan)
  }

  /// Forks the process of job `index`; nil when its files or the process cannot be made.
  @MainActor private static func start(
    _ index: Int, plan: BatchPlan, examples: [(Int, @MainActor () -> Void)]
  ) -> (pid: pid_t, running: Running)? {
    let job = plan.jobs[index]
    guard let example = examples.first(where: { $0.0 == job.example })?.1, let files = Files()
    else { return nil }
    let supervisor = getpid()
    let start = monotonicSeconds()
    var failure: Int32 = 0
    let pid = plan.isolate ? forkIsolated(job.folder, plan: plan, failure: &failure) : fork()
    guard pid == 0 else {
      guard pid > 0 else {
        files.close()
        return nil
      }
      return (pid, Running(job: index, files: files, start: start))
    }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigprocmask(SIG_SETMASK, &unblocked, nil)
    let input = open("/dev/null", O_RDONLY)
    dup2(input, 0)
    dup2(files.output, 1)
    dup2(files.errors, 2)
    dup2(files.report, 3)
    Isolation.closeFrom(4)
    if plan.isolate {
      guard failure == 0 else {
        fputs(
          "docbuild: cannot isolate the example: \(String(cString: strerror(failure)))\n", stderr)
        _exit(125)
      }
    } else {
      // Without namespaces, the job stays in the batch's process group: whatever it starts ends
      // with the batch at the latest.
      mkdir(job.folder, 0o755)
      guard Isolation.dieWithParent(supervisor) == 0, chdir(job.folder) == 0 else { _exit(125) }
    }
    let home = "\(job.folder)/home"
    mkdir(home, 0o755)
    setenv("HOME", home, 1)
    setenv("TMPDIR", home, 1)
    ExampleDriver.batchJob = (job.explore, job.scenario, 3)
    example()
    exit(0)
  }

  /// `fork`, the child isolated (`example_fork_isolated`); in the child, `failure` is the errno
  /// of the step of its isolation that failed, or 0.
  private static func forkIsolated(
    _ folder: String, plan: BatchPlan, failure: UnsafeMutablePointer<Int32>
  ) -> pid_t {
    withCStrings(plan.hidden) { hidden in
      withCStrings(plan.shown) { shown in
        Isolation.forkIsolated(
          folder, hidden, plan.hidden.count, shown, plan.shown.count, failure)
      }
    }
  }

  /// Why the jobs cannot be isolated here (nested namespaces refused), tried once in a child
  /// that does nothing else; nil when they can.
  private static func isolationProblem(_ plan: BatchPlan) -> String? {
    guard let folder = plan.jobs.first?.folder else { return nil }
    var failure: Int32 = 0
    let pid = forkIsolated(folder, plan: plan, failure: &failure)
    if pid == 0 { _exit(min(failure, 120)) }
    guard pid > 0 else {
      return "nested namespaces are refused here: \(String(cString: strerror(errno)))"
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let code = (status >> 8) & 0xff
    guard status & 0x7f != 0 || code != 0 else { return nil }
    return "nested namespaces are refused here: \(String(cString: strerror(code)))"
  }

  private static func outcome(
    _ status: Int32, isolated: Bool, timedOut: Bool, truncated: Bool, seconds: Double
  ) -> BatchSummary.Outcome {
    let signal = status & 0x7f
    var code = signal != 0 ? signal : (status >> 8) & 0xff
    var crashed = signal != 0
    // An isolated job's signal comes through its namespace's first process as 128 + n.
    if isolated, signal == 0, (129...192).contains(code) {
      code -= 128
      crashed = true
    }
    return BatchSummary.Outcome(
      status: code, crashed: crashed && !timedOut && !truncated, timedOut: timedOut,
      truncated: truncated, seconds: seconds, report: nil, errors: [0, 0])
  }

  /// Copies `count` bytes of `source` from `offset` to the end of `target`; the bytes copied.
  private static func copy(_ source: Int32, from offset: Int, count: Int, to target: Int32) -> Int {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var copied = 0
    while copied < count {
      let read = buffer.withUnsafeMutableBytes {
        pread(source, $0.baseAddress, min($0.count, count - copied), off_t(offset + copied))
      }
      guard read > 0 else { break }
      let wrote = buffer.withUnsafeBytes { write(target, $0.baseAddress, read) }
      guard wrote == read else { break }
      copied += read
    }
    return copied
  }

  private static func finish(_ summary: BatchSummary, plan: BatchPlan) -> Never {
    let data = (try? JSONEncoder().encode(summary)) ?? Data()
    exit(FileManager.default.createFile(atPath: plan.summary, contents: data) ? 0 : 2)
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
