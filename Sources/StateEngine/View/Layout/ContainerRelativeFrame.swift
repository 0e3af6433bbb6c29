/// A frame sized from the nearest container (a scroll view, the window): the engine's preview
/// lays views out with the page's CSS, so the frame is accepted and the view keeps its own size.
extension View {
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    accepted("containerRelativeFrame")
  }

  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
    alignment: Alignment = .center
  ) -> some View {
    accepted("containerRelativeFrame")
  }

  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    accepted("containerRelativeFrame")
  }
}
