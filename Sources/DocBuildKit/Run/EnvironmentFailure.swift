import EngineInterface
import Foundation

/// Failures of the machine that builds rather than of an example: a sandbox that could not start,
/// a resource limit the system refused (`prlimit` under a lower `ulimit -v`), a compiler that
/// could not start, ran out of time or was killed. Such a result says nothing about the example,
/// so it is never cached: the next build on a healthy machine runs the example again.
enum EnvironmentFailure {
  /// The tools that start a sandboxed example before its own code: their messages come first in
  /// its error output, and they exit before the example could write its report.
  static let launchers = ["bwrap: ", "prlimit: "]

  /// What went wrong when `execution`, which left `report`, failed before the example's code
  /// started; nil when the example itself ran (whatever it did).
  static func ofRun(_ execution: ChildProcess.Result, report: RunReport?) -> String? {
    guard report == nil, execution.status != 0, !execution.timedOut, !execution.truncated else {
      return nil
    }
    // `ChildProcess` could not start the sandbox at all.
    if execution.status == -1 {
      return "the example could not be started: \(execution.errorOutput)"
    }
    let firstLine = execution.errorOutput.prefix { $0 != "\n" }
    guard launchers.contains(where: { firstLine.hasPrefix($0) }) else { return nil }
    return "the sandbox could not start the example: \(firstLine)"
  }

  /// What went wrong when `compilation` failed because of the machine; nil when the compiler
  /// ran to its end (with errors or not) or crashed on the code (`CompilerCrash`).
  static func ofCompilation(_ compilation: ChildProcess.Result, timeout: Double) -> String? {
    if compilation.timedOut { return "the compiler took longer than \(Int(timeout)) s" }
    if compilation.status == -1 {
      return "the compiler could not be started: \(compilation.errorOutput)"
    }
    // A crash report is the compiler's bug, met again by the same code: the example's result.
    if compilation.crashed, compilation.status == SIGKILL
      || !CompilerCrash.isShown(in: compilation.output + compilation.errorOutput)
    {
      return "the compiler was killed by signal \(compilation.status) (out of memory?)"
    }
    return nil
  }
}
