/// Whether the user can edit a view's content ("A mode that indicates whether the user can edit a
/// view's content", Apple's documentation of `EditMode`).
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// `active` or `transient`.
  public var isEditing: Bool { self != .inactive }
}

private enum EditModeKey: EnvironmentKey {
  static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
  /// The edit mode a note passes down with `.environment(\.editMode, $mode)`; `nil` elsewhere (the
  /// engine's lists and navigation stacks provide none; an `EditButton` then keeps its own mode).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}
