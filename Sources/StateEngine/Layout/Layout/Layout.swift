import Foundation

/// A container that sizes and places its children itself. The engine does no layout: a custom
/// layout's methods type-check and are never called, and its children show as a vertical stack.
public protocol Layout: Animatable {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews

  static var layoutProperties: LayoutProperties { get }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  func makeCache(subviews: Subviews) -> Cache

  func updateCache(_ cache: inout Cache, subviews: Subviews)

  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { .zero }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// The layout applied to the given children, shown as the stack it stands for (see
  /// `LayoutContainer`); a custom layout's children show as a vertical stack.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContainer(
      kind: (self as? any StandardLayout)?.containerKind ?? .vStack, content: content())
  }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) {}
}

/// What a layout tells its container about itself: the axis it stacks along, if any.
public struct LayoutProperties: Sendable {
  public var stackOrientation: Axis?

  public init() {}

  init(stackOrientation: Axis?) {
    self.stackOrientation = stackOrientation
  }
}
