import EngineInterface

/// One item of work an example left pending when it ended, read back from the line the engine
/// wrote for it (`PendingWorkNote.line`).
struct PendingWorkItem: Equatable {
  var kind: PendingWorkNote.Kind
  /// When it was due, as a scenario's `wait` writes a duration (`2s`).
  var dueIn: String

  /// The item in English words: `a Timer, due in 2s`.
  var words: String { "\(kind.words), due in \(dueIn)" }

  /// The items the lines of an example's error output name, in order.
  static func items(in errorOutput: String) -> [PendingWorkItem] {
    let prefix = "docbuild: \(PendingWorkNote.marker): "
    return errorOutput.split(separator: "\n").compactMap { line in
      guard line.hasPrefix(prefix),
        let item = line.dropFirst(prefix.count).wholeMatch(of: #/(\w+), due in (.+)/#),
        let kind = PendingWorkNote.Kind(rawValue: String(item.1))
      else { return nil }
      return PendingWorkItem(kind: kind, dueIn: String(item.2))
    }
  }
}

extension PendingWorkNote.Kind {
  /// The kind in English words, as a build's diagnostics say it.
  var words: String {
    switch self {
    case .timer: "a Timer"
    case .sleepingTask: "a Task sleeping"
    case .delayedBlock: "a DispatchQueue.asyncAfter block"
    case .schedulerAction: "an action scheduled on a Combine scheduler"
    }
  }
}
