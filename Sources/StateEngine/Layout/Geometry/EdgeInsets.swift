import Foundation

/// Insets on each edge of a rectangle, leading and trailing following the layout direction:
/// safe areas, padding.
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same length on the given edges, zero on the others.
  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }

  /// The rectangle with its edges moved in by these insets.
  func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + leading, y: rect.minY + top,
      width: max(0, rect.width - leading - trailing), height: max(0, rect.height - top - bottom))
  }
}
