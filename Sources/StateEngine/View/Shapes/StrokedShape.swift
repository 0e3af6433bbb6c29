import Foundation

/// A shape's stroke as a shape of its own, as `stroke(style:)` and `stroke(lineWidth:)` return
/// since iOS 17: drawn, it is the base shape's box carrying the stroke; used as a shape (`overlay(_:in:)`,
/// `clipShape`), its outline is the base shape's, not the area the stroke covers; a fill paints
/// the stroke.
public struct _StrokedShape<Base: Shape>: Shape, PrimitiveView {
  public typealias Body = Never
  let base: Base
  let style: StrokeStyle

  public func path(in rect: CGRect) -> Path { base.path(in: rect) }

  func makeElement() -> (Primitive, [Element]) {
    (Appearance.primitive("fill", Appearance.stroke(nil, style)), [Element.build(base, slot: 0)])
  }
}

/// A stroke used as a shape, which a fill paints instead of filling.
protocol StrokeShape {
  var style: StrokeStyle { get }
  var baseShape: any View { get }
}

extension _StrokedShape: StrokeShape {
  var baseShape: any View { base }
}
