/// Buttons revealed by swiping a list row: recorded by name. A page has no swipe, so the buttons are
/// not built and cannot be tapped.
extension View {
  public func swipeActions<Content: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Content
  ) -> some View {
    accepted("swipeActions")
  }
}
