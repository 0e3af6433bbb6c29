import Foundation

/// A Gaussian blur of the content's drawing.
public struct _BlurEffect: ViewModifier {
  public typealias Body = Never
  public var radius: CGFloat
  public var isOpaque: Bool
}

extension _BlurEffect: PrimitiveModifier {
  var primitive: Primitive {
    Appearance.primitive(
      "blur", [Appearance.Attribute(name: "blur", value: Appearance.points(radius))])
  }
}

extension View {
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(_BlurEffect(radius: radius, isOpaque: opaque))
  }
}
