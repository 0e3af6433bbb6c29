/// A button that starts renaming ("A button that triggers a standard rename action", Apple's
/// documentation of `RenameButton`): tapping it calls the action of the nearest `renameAction`
/// around it, and does nothing when there is none.
public struct RenameButton<Content: View>: View, HostView {
  @Environment(\.rename) private var rename
  let label: Content

  public var body: some View {
    Button(action: { rename?() }) { label }
  }
}

extension RenameButton where Content == Label {
  public init() {
    label = Label("Rename", systemImage: "pencil")
  }
}

private enum RenameActionKey: EnvironmentKey {
  static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
  /// The action a `RenameButton` below calls (SwiftUI's `RenameAction`, here a plain closure).
  public var rename: (() -> Void)? {
    get { self[RenameActionKey.self] }
    set { self[RenameActionKey.self] = newValue }
  }
}

extension View {
  public func renameAction(_ action: @escaping () -> Void) -> some View {
    builtIn(.environment { $0.rename = action })
  }
}
