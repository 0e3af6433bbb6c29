import EngineInterface

/// Work on the virtual clock that an example would leave undone if it ended now: the host names
/// it at the end of a run, as SwiftUI's app would have run it had it kept going.
@_spi(Engine) public struct PendingWork: Sendable {
  /// What kind of work waits, as the run's error output names it.
  public typealias Kind = PendingWorkNote.Kind

  public let kind: Kind
  /// Nanoseconds from now until it runs.
  public let dueIn: UInt64
}
