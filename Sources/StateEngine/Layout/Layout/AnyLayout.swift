import Foundation

/// A layout whose type does not say which layout it is, so that one view can change layouts
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) and keep its children's
/// identity and state across the change. It shows its children as the layout it wraps would.
public struct AnyLayout: Layout, StandardLayout, Sendable {
  let containerKind: Primitive.ContainerKind

  public init<L: Layout>(_ layout: L) {
    containerKind = (layout as? any StandardLayout)?.containerKind ?? .vStack
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}
