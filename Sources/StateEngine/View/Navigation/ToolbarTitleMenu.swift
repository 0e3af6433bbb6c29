/// The navigation title's menu ("the title menu of a toolbar", Apple's documentation of
/// `ToolbarTitleMenu`). An iPhone draws it as a chevron beside the title that opens the menu; the
/// engine puts that chevron among the bar's trailing items (in the toolbar box outside a navigation
/// stack) as a menu's label (`tap "chevron.down"`), whose items work as a menu's do.
public struct ToolbarTitleMenu<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    Menu {
      content
    } label: {
      Image(systemName: "chevron.down")
    }
  }
}

extension View {
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    toolbar { ToolbarTitleMenu { content() } }
  }
}
