/// The lines with which an example's run names the work it left scheduled when it ended
/// (`docbuild: still pending when the example ended: timer, due in 2 s`): the engine writes them,
/// docbuild reads them back. A kind is written by its case name, which stays the same when its
/// words change.
public enum PendingWorkNote {
  public static var marker: String { "still pending when the example ended" }

  /// What kind of work waits.
  public enum Kind: String, Sendable, CaseIterable {
    case timer, sleepingTask, delayedBlock, schedulerAction

    /// The kind in English words, as a build's diagnostics say it.
    public var words: String {
      switch self {
      case .timer: "a Timer"
      case .sleepingTask: "a Task sleeping"
      case .delayedBlock: "a DispatchQueue.asyncAfter block"
      case .schedulerAction: "an action scheduled on a Combine scheduler"
      }
    }
  }

  /// One item of work left pending: its kind and when it was due (as a scenario's `wait`
  /// writes a duration).
  public struct Item: Hashable, Sendable {
    public var kind: Kind
    public var dueIn: String

    public init(kind: Kind, dueIn: String) {
      self.kind = kind
      self.dueIn = dueIn
    }

    /// The item in English words: `a Timer, due in 2 s`.
    public var words: String { "\(kind.words), due in \(dueIn)" }
  }

  /// The line for one item.
  public static func line(_ kind: Kind, dueIn seconds: Double) -> String {
    "docbuild: \(marker): \(kind.rawValue), due in \(WaitDuration.describe(seconds))"
  }

  /// What the lines of an example's error output say was left pending, in order.
  public static func items(in errorOutput: String) -> [Item] {
    let prefix = "docbuild: \(marker): "
    return errorOutput.split(separator: "\n").compactMap { line in
      guard line.hasPrefix(prefix),
        let item = line.dropFirst(prefix.count).wholeMatch(of: #/(\w+), due in (.+)/#),
        let kind = Kind(rawValue: String(item.1))
      else { return nil }
      return Item(kind: kind, dueIn: String(item.2))
    }
  }
}
