import Foundation

/// Rotates the content's drawing around an anchor, clockwise for positive angles.
public struct _RotationEffect: ViewModifier {
  public typealias Body = Never
  public var angle: Angle
  public var anchor: UnitPoint
}

extension _RotationEffect: PrimitiveModifier {
  var primitive: Primitive {
    Appearance.primitive(
      "rotationEffect",
      [Appearance.Attribute(name: "rotation", value: Appearance.points(angle.degrees))]
        + Appearance.anchor(anchor))
  }
}

extension View {
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_RotationEffect(angle: angle, anchor: anchor))
  }
}
