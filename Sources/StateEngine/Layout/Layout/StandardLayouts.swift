import Foundation

// SwiftUI's stacks and grid as layout values (iOS 16), to choose between at run time through
// `AnyLayout`. The engine runs no layout, so none is ever asked to size or place anything: their
// `Layout` methods only answer what an unlaid-out view would, and parameters are kept unused.

public struct HStackLayout: Layout, StandardLayout, Sendable {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

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
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

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
  public var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

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
  public var alignment: Alignment
  public var horizontalSpacing: CGFloat?
  public var verticalSpacing: CGFloat?

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

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
