/// Whether the user can edit a view's content ("A mode that indicates whether the user can edit a
/// view's content", Apple's documentation of `EditMode`).
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// `active` or `transient`.
  public var isEditing: Bool { self != .inactive }
}

/// The edit mode binding as the environment holds it, with the mode it held when it was passed down.
/// Two are the same when they share storage and mode: a scope whose body runs again leaves its readers
/// alone, and a new mode reaches what draws it (a list's delete buttons).
private struct PassedEditMode: Equatable {
  let binding: Binding<EditMode>
  let mode: EditMode

  init(_ binding: Binding<EditMode>) {
    self.binding = binding
    mode = binding.location.peek()
  }

  static func == (lhs: PassedEditMode, rhs: PassedEditMode) -> Bool {
    lhs.mode == rhs.mode && lhs.binding.location.isSame(as: rhs.binding.location)
  }
}

private enum EditModeKey: EnvironmentKey {
  /// SwiftUI's default outside any scope: a constant, inactive mode (OpenSwiftUI's `EditModeKey`).
  static let defaultValue: PassedEditMode? = PassedEditMode(.constant(.inactive))
}

extension EnvironmentValues {
  /// The edit mode of the nearest scope (the example's root, a sheet, a pushed view:
  /// `EditModeScope`), or the binding a note passes down with `.environment(\.editMode, $mode)`.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self]?.binding }
    set { self[EditModeKey.self] = newValue.map(PassedEditMode.init) }
  }

  /// Whether the mode was editing when it was passed down: what the screen draws.
  var isEditingShown: Bool { self[EditModeKey.self]?.mode.isEditing == true }
}
