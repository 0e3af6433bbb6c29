import Foundation

/// One child of a custom layout, as its `sizeThatFits` and `placeSubviews` see it. The engine
/// never runs a layout, so it makes none; the type is here so layouts type-check.
public struct LayoutSubview: Equatable {
  public var priority: Double { 0 }
  public var spacing: ViewSpacing { .zero }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {}

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { true }
}

/// The children of a custom layout, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let subviews: [LayoutSubview]

  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(index: Int) -> LayoutSubview { subviews[index] }
}
