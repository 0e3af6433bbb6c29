/// Moving a view's alignment guide: recorded by name, since the engine does no layout and so never
/// asks where the guide falls.
extension View {
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    accepted("alignmentGuide")
  }

  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    accepted("alignmentGuide")
  }
}
