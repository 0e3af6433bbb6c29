/// `scrollContentBackground(_:)`: whether a scrollable view (a list, a form) paints its system
/// background. Hidden, the preview leaves out the list's grouped grey, so what is behind shows.
extension View {
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    guard visibility == .hidden else { return accepted("scrollContentBackground") }
    return builtIn(
      .appearance(
        Appearance(attributes: [.init(name: "scroll-content-background", value: "hidden")])))
  }
}
