/// A menu shown on a long press or secondary click: recorded by name. Its items are not built, as
/// in SwiftUI until the menu opens, and the engine has no gesture that opens it.
extension View {
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    accepted("contextMenu")
  }

  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    accepted("contextMenu")
  }
}
