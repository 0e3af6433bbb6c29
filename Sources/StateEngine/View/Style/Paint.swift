import Foundation

/// A shape style the preview can paint: its `paint` is what a snapshot writes for it, a colour's
/// name or components, a CSS gradient over such colours, or a material's name.
protocol PaintingStyle: ShapeStyle {
  var paint: String { get }
}

extension Color: PaintingStyle {
  /// A translucent colour keeps its opacity, which its description leaves out.
  var paint: String {
    guard name == nil, opacity < 1 else { return description }
    func component(_ value: Double) -> String { String(Int((value * 255).rounded())) }
    return
      "rgba(\(component(red)), \(component(green)), \(component(blue)), \(Appearance.points(opacity)))"
  }
}

extension HierarchicalShapeStyle: PaintingStyle {
  var paint: String { name }
}

enum Paint {
  /// What a snapshot writes for a style, or nil for a style the preview cannot paint.
  static func of(_ style: Any) -> String? {
    (style as? PaintingStyle)?.paint
  }

  /// `red 0%, blue 100%`: a gradient's stops at their share of the way.
  static func stops(
    _ gradient: Gradient, scale: (CGFloat) -> String = { "\(Appearance.points($0 * 100))%" }
  )
    -> String
  {
    gradient.stops.map { "\($0.color.paint) \(scale($0.location))" }.joined(separator: ", ")
  }

  /// `50% 0%`: a unit point as CSS positions.
  static func position(_ point: UnitPoint) -> String {
    "\(Appearance.points(point.x * 100))% \(Appearance.points(point.y * 100))%"
  }
}
