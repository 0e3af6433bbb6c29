/// Pull to refresh: the host's `refresh` action runs `action` as a task and waits for it ("SwiftUI
/// … waits for the action to complete before hiding the refresh control", Apple's documentation of
/// `refreshable(action:)`), so what it changes shows in the same step.
extension View {
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    builtIn(.interaction(.refresh(action: action)))
  }
}
