/// swiftc stopping on a bug of its own that the code it compiles triggers: it aborts (signal 6)
/// or faults (signal 11) and prints LLVM's crash report. The same code crashes the same compiler
/// again, so such a result is the example's, unlike a compiler the machine killed (signal 9).
enum CompilerCrash {
  /// What LLVM's crash handler prints before the compiler's stack.
  static let signs = ["Please submit a bug report", "Stack dump:"]

  /// Whether `output`, a compilation's, is a compiler's crash report.
  static func isShown(in output: String) -> Bool {
    signs.contains { output.contains($0) }
  }

  /// The reason a block gets: the compiler, not its code's error or the machine, stopped it.
  static let message = "the Swift compiler crashed on this block"
}
