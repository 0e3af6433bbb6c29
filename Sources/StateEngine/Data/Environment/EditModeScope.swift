/// The edit mode a hosted view gets: SwiftUI gives the root of each hosting controller (the window's
/// root, a sheet, a pushed destination) an inactive mode of its own, which an `EditButton` toggles and
/// a list shows (OpenSwiftUI's `EditModeScopeModifier`, applied in `_UIHostingView.makeRootView`).
struct EditModeScope: ViewModifier, HostView {
  @State private var mode = EditMode.inactive

  func body(content: Content) -> some View {
    // Read here so that a new mode runs this body again and reaches the environment below.
    let _ = mode
    content.environment(\.editMode, $mode)
  }

  /// `view` as the root of a scope of its own.
  static func around(_ view: any View) -> any View {
    func scoped<Root: View>(_ root: Root) -> any View { root.modifier(EditModeScope()) }
    return scoped(view)
  }
}
