/// "A button that toggles the edit mode environment value" (Apple's documentation of
/// `EditButton`): "Edit" while inactive, "Done" while editing. It toggles the `editMode` binding a
/// view above passes down; where none is passed (the engine's lists and navigation stacks provide
/// none), it keeps the mode itself, so its label still changes as on screen.
public struct EditButton: View, HostView {
  @Environment(\.editMode) private var editMode
  @State private var ownMode = EditMode.inactive

  public init() {}

  public var body: some View {
    let isEditing = (editMode?.wrappedValue ?? ownMode).isEditing
    Button(isEditing ? "Done" : "Edit") {
      let next: EditMode = isEditing ? .inactive : .active
      if let editMode { editMode.wrappedValue = next } else { ownMode = next }
    }
  }
}
