import Foundation

/// A point in a view's own coordinates, from (0, 0) at the top leading corner to (1, 1) at the
/// bottom trailing one: anchors of transforms and the ends of gradients.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat

  public init() { self.init(x: 0, y: 0) }
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public static var zero: Self { Self(x: 0, y: 0) }
  public static var center: Self { Self(x: 0.5, y: 0.5) }
  public static var leading: Self { Self(x: 0, y: 0.5) }
  public static var trailing: Self { Self(x: 1, y: 0.5) }
  public static var top: Self { Self(x: 0.5, y: 0) }
  public static var bottom: Self { Self(x: 0.5, y: 1) }
  public static var topLeading: Self { Self(x: 0, y: 0) }
  public static var topTrailing: Self { Self(x: 1, y: 0) }
  public static var bottomLeading: Self { Self(x: 0, y: 1) }
  public static var bottomTrailing: Self { Self(x: 1, y: 1) }

  /// The point this unit point names in a rectangle.
  func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}
