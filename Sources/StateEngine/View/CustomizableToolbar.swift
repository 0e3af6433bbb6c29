/// A customizable toolbar (`toolbar(id:content:)` with items that have ids): on an iPhone the user
/// cannot customize it, so it shows its items as `toolbar(content:)` does; `showsByDefault: false`
/// items start hidden there, and stay so.
extension View {
  public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
    toolbar(content: content)
  }
}

extension ToolbarItem {
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.init(placement: placement, content: content)
    isHidden = !showsByDefault
  }
}
