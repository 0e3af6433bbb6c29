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

  /// The menu of a list's or table's selected rows (iOS 16): `menu` is given the selection it
  /// is for when it opens, which the engine, with no gesture opening it, never does; likewise
  /// `primaryAction`, a double-click on macOS.
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    accepted("contextMenu")
  }
}
