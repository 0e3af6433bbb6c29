import Foundation

/// Moves the content's drawing; layout keeps it where it was.
public struct _OffsetEffect: ViewModifier {
  public typealias Body = Never
  public var offset: CGSize
}

extension _OffsetEffect: PrimitiveModifier {
  var primitive: Primitive {
    Appearance.primitive(
      "offset",
      [Appearance.Attribute(name: "offset", value: Appearance.numbers(offset.width, offset.height))]
    )
  }
}

extension View {
  public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }
}
