import Foundation

/// A view layered in front of the content, aligned within the content's box. The layer is a view of
/// the graph like any other: its body runs and its controls can be used.
public struct _OverlayModifier<Overlay: View>: ViewModifier {
  public typealias Body = Never
  public var overlay: Overlay
  public var alignment: Alignment
}

extension _OverlayModifier: PrimitiveModifier {
  var primitive: Primitive { .layered(above: true, alignment: alignment) }
  var accessory: [Element] { [Element.build(overlay, slot: ChildSlot.accessory)] }
}

extension View {
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(_OverlayModifier(overlay: Rectangle().fill(style), alignment: .center))
  }
  // Colours are both styles and views; SwiftUI prefers the style overload too.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
  }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(_OverlayModifier(overlay: content(), alignment: alignment))
  }
  public func overlay<S: ShapeStyle, F: Shape>(
    _ style: S, in shape: F, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(_OverlayModifier(overlay: shape.fill(style, style: fillStyle), alignment: .center))
  }
}
