import Foundation

/// The size a container proposes to a child: a dimension may be left open (`nil`).
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  public static var zero: Self { Self(width: 0, height: 0) }
  public static var unspecified: Self { Self(width: nil, height: nil) }
  public static var infinity: Self { Self(width: .infinity, height: .infinity) }

  /// The proposal with each open dimension replaced by the given size's.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
