/// "A button that toggles the edit mode environment value" (Apple's documentation of
/// `EditButton`): "Edit" while inactive, "Done" while editing. The mode is the one a view above
/// passes down, or its scope's (`EditModeScope`): the list beside it shows its edit controls.
public struct EditButton: View, HostView {
  @Environment(\.editMode) private var editMode

  public init() {}

  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing == true
    Button(isEditing ? "Done" : "Edit") {
      editMode?.wrappedValue = isEditing ? .inactive : .active
    }
  }
}
