import Foundation

/// Runs a program as a child process with a time limit and a cap on what it may print,
/// so a hanging or chatty example can never stop the build.
struct ChildProcess {
  struct Result: Sendable {
    var status: Int32
    var output: String
    var errorOutput: String
    var timedOut: Bool
    var truncated: Bool
    /// True when the process ended by a signal (a trap, fatalError).
    var crashed: Bool
  }

  var executable: URL
  var arguments: [String]
  var environment: [String: String]? = nil
  var currentDirectory: URL? = nil
  var timeout: TimeInterval
  var outputLimit = 1 << 20

  func run() -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    process.standardInput = FileHandle.nullDevice
    let out = CappedPipe(limit: outputLimit)
    let err = CappedPipe(limit: outputLimit)
    process.standardOutput = out.pipe
    process.standardError = err.pipe
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      return Result(
        status: -1, output: "", errorOutput: "cannot start \(executable.path): \(error)",
        timedOut: false, truncated: false, crashed: false)
    }
    // Past the output cap the example is stopped at once: what it printed so far is kept.
    let pid = process.processIdentifier
    out.startReading { kill(pid, SIGKILL) }
    err.startReading { kill(pid, SIGKILL) }
    var timedOut = false
    if finished.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      kill(pid, SIGKILL)
      finished.wait()
    }
    let stdout = out.finish()
    let stderr = err.finish()
    return Result(
      status: process.terminationStatus, output: stdout.text, errorOutput: stderr.text,
      timedOut: timedOut, truncated: stdout.truncated || stderr.truncated,
      crashed: !timedOut && !(stdout.truncated || stderr.truncated)
        && process.terminationReason == .uncaughtSignal)
  }
}

/// Reads a pipe on a background thread and keeps at most `limit` bytes.
private final class CappedPipe: @unchecked Sendable {
  let pipe = Pipe()
  private let limit: Int
  private var data = Data()
  private var truncated = false
  private let done = DispatchSemaphore(value: 0)

  init(limit: Int) { self.limit = limit }

  func startReading(onOverflow: @escaping @Sendable () -> Void) {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        if data.count < limit {
          data.append(chunk.prefix(limit - data.count))
        }
        if data.count >= limit && !truncated {
          truncated = true
          onOverflow()
        }
      }
      done.signal()
    }
  }

  func finish() -> (text: String, truncated: Bool) {
    done.wait()
    return (String(decoding: data, as: UTF8.self), truncated)
  }
}
