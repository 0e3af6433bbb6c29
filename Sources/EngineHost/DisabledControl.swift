import EngineInterface

/// The control an action was aimed at is disabled (`.disabled(true)`, or inside a disabled view).
/// `disabled(_:)` "adds a condition that controls whether users can interact with this view"
/// (Apple's documentation): on a phone a touch on it does nothing, so a scenario records a step
/// in which nothing happened.
public struct DisabledControl: Error, Equatable {
  public let label: String
}

extension ViewHost {
  /// Records the step `name` of an action that touched a disabled control: nothing runs.
  func recordUntouched(_ name: String, _ disabled: DisabledControl) {
    step(name) {}
    reports[reports.count - 1].disabledControl = disabled.label
  }
}
