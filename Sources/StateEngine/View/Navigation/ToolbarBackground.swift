/// How the screen's bars draw: their background, its visibility, their color scheme and whether
/// they show. The engine's preview draws no bars of the system (a toolbar's items show in a box
/// after the content), so these are accepted only, but for the navigation bar's hiding.
extension View {
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    accepted("toolbarBackground")
  }

  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    accepted("toolbarBackground")
  }

  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    accepted("toolbarColorScheme")
  }

  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    visibility == .hidden && bars.contains(.navigationBar)
      ? accepted(Primitive.navigationBarHidden) : accepted("toolbarVisibility")
  }
}
