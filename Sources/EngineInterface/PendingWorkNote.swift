/// Work an example left scheduled when it ended (a timer, a sleeping task, a delayed block): the
/// engine writes a line per item to the run's error output, where docbuild finds them to tell the
/// reader what a longer `wait` would have run.
public enum PendingWorkNote {
  public static var marker: String { "still pending when the example ended" }

  /// The line for one item: what it is and when it was due, as a scenario's `wait` writes it.
  public static func line(_ what: String, dueIn seconds: Double) -> String {
    "docbuild: \(marker): \(what), due in \(WaitDuration.describe(seconds))"
  }

  /// What the lines of an example's error output say was left pending, in order.
  public static func items(in errorOutput: String) -> [String] {
    let prefix = "docbuild: \(marker): "
    return errorOutput.split(separator: "\n").compactMap { line in
      line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
    }
  }
}
