import Foundation

/// An effect that draws its content through a projection transform it computes from the content's
/// size; an animatable one is asked again as its `animatableData` changes.
/// (https://developer.apple.com/documentation/swiftui/geometryeffect)
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The effect's place in the graph. The engine lays nothing out, so the effect is asked with a
  /// zero size each time its view is built (what it does then, as setting a binding, happens). An
  /// affine transform is drawn around the content's centre, which is where an effect that moves
  /// by half its size, turns and moves back turns it; a perspective one is not drawn.
  var primitive: Primitive {
    let transform = effectValue(size: .zero)
    guard transform.isAffine else { return .attribute("geometryEffect") }
    let value = [
      transform.m11, transform.m12, transform.m21, transform.m22, transform.m31, transform.m32,
    ].map(Appearance.points).joined(separator: " ")
    return Appearance.primitive(
      "geometryEffect", [Appearance.Attribute(name: "transform", value: value)])
  }
}
