/// A grid built at once (not lazily), row by row; cells are not laid out, so spacing and
/// alignment are accepted only.
public struct Grid<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .grid }
  let content: Content

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

public struct GridRow<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .gridRow }
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// How a cell sits in its grid: accepted, as grids are not laid out.
extension View {
  public func gridCellColumns(_ count: Int) -> some View { accepted("gridCellColumns") }
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    accepted("gridColumnAlignment")
  }
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    accepted("gridCellUnsizedAxes")
  }
}
