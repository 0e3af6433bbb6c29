import Foundation

/// The order in which overlapping siblings (in a `ZStack`) are drawn: higher on top.
public struct _ZIndexModifier: ViewModifier {
  public typealias Body = Never
  public var index: Double
}

extension _ZIndexModifier: PrimitiveModifier {
  var primitive: Primitive {
    Appearance.primitive(
      "zIndex", [Appearance.Attribute(name: "z-index", value: Appearance.points(index))])
  }
}

extension View {
  public func zIndex(_ value: Double) -> some View { modifier(_ZIndexModifier(index: value)) }
}
