import Foundation

/// `hidden()` keeps the view in the layout (and the graph) but does not draw it.
public struct _HiddenModifier: ViewModifier {
  public typealias Body = Never
}

extension _HiddenModifier: PrimitiveModifier {
  var primitive: Primitive {
    .appearance(Appearance(attributes: [Appearance.Attribute(name: "hidden", value: nil)]))
  }
}

extension View {
  public func hidden() -> some View { modifier(_HiddenModifier()) }
}
