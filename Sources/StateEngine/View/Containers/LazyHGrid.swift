/// Rows of a horizontal lazy grid: builds only the items on screen, as `LazyVGrid` does.
public struct LazyHGrid<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .lazyHGrid }
  let content: Content

  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}
