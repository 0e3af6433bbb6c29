import Foundation

/// Scales the content's drawing around an anchor; layout keeps the unscaled size.
public struct _ScaleEffect: ViewModifier {
  public typealias Body = Never
  public var scale: CGSize
  public var anchor: UnitPoint
}

extension _ScaleEffect: PrimitiveModifier {
  var primitive: Primitive {
    Appearance.primitive(
      "scaleEffect",
      [Appearance.Attribute(name: "scale", value: Appearance.numbers(scale.width, scale.height))]
        + Appearance.anchor(anchor))
  }
}

extension View {
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_ScaleEffect(scale: scale, anchor: anchor))
  }
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View
  {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }
}
