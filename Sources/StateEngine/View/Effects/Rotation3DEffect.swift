import Foundation

/// Rotates the content's drawing in three dimensions around an axis.
public struct _Rotation3DEffect: ViewModifier {
  public typealias Body = Never
  public var angle: Angle
  public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  public var anchor: UnitPoint
  public var anchorZ: CGFloat
  public var perspective: CGFloat
}

extension _Rotation3DEffect: PrimitiveModifier {
  var primitive: Primitive {
    let value = Appearance.numbers(angle.degrees, axis.x, axis.y, axis.z)
    return Appearance.primitive(
      "rotation3DEffect",
      [Appearance.Attribute(name: "rotation-3d", value: value)] + Appearance.anchor(anchor))
  }
}

extension View {
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      _Rotation3DEffect(
        angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }
}
