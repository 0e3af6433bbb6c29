/// The lines with which an example's run names the work it left scheduled when it ended
/// (`docbuild: still pending when the example ended: timer, due in 2s`): the engine writes them,
/// docbuild reads them back (`PendingWorkItem`). A kind is written by its case name, which stays
/// the same whatever words docbuild says it in.
public enum PendingWorkNote {
  public static var marker: String { "still pending when the example ended" }

  /// What kind of work waits.
  public enum Kind: String, Sendable, CaseIterable {
    case timer, sleepingTask, delayedBlock, schedulerAction
  }

  /// The line for one item: its kind and when it was due, as a scenario's `wait` writes it.
  public static func line(_ kind: Kind, dueIn seconds: Double) -> String {
    "docbuild: \(marker): \(kind.rawValue), due in \(WaitDuration.describe(seconds))"
  }
}
