import Foundation

// SwiftUI's stacks and grid as layout values (iOS 16), to choose between at run time through
// `AnyLayout`. The engine runs no layout, so none is ever asked to size or place anything: their
// `Layout` methods only answer what an unlaid-out view would, and their parameters are accepted
// only, as the stacks' are.

public struct HStackLayout: Layout, StandardLayout, Sendable {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {}

  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .horizontal)
  }
  var containerKind: Primitive.ContainerKind { .hStack }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

public struct VStackLayout: Layout, StandardLayout, Sendable {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}

  public static var layoutProperties: LayoutProperties {
    LayoutProperties(stackOrientation: .vertical)
  }
  var containerKind: Primitive.ContainerKind { .vStack }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

public struct ZStackLayout: Layout, StandardLayout, Sendable {
  public init(alignment: Alignment = .center) {}

  var containerKind: Primitive.ContainerKind { .zStack }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

public struct GridLayout: Layout, StandardLayout, Sendable {
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {}

  var containerKind: Primitive.ContainerKind { .grid }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions()
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}
