extension View {
  /// Shows `content` along an edge of the view, outside its safe area (a bar above a list, a
  /// button below it). The engine shows it after the view's content whatever the edge and does
  /// not move the view's safe area (Differences.md).
  public func safeAreaInset<Content: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    builtIn(.attribute("safeAreaInset"), accessory: content())
  }

  public func safeAreaInset<Content: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) -> some View {
    builtIn(.attribute("safeAreaInset"), accessory: content())
  }
}
