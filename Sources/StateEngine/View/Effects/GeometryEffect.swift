import Foundation

/// An effect that draws its content through a projection transform it computes from the content's
/// size; an animatable one is asked again as its `animatableData` changes.
/// (https://developer.apple.com/documentation/swiftui/geometryeffect)
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The effect's place in the graph. The engine lays nothing out, so the effect is asked with a
  /// zero size each time its view is built (what it does then, as setting a binding, happens), and
  /// its transform is not drawn.
  var primitive: Primitive {
    _ = effectValue(size: .zero)
    return .attribute("geometryEffect")
  }
}
