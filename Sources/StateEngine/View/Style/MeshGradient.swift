import Foundation

/// Colours at the vertices of a grid, `width` of them to a row and `height` rows, each at a point
/// of the unit square (`[0, 0]` the top leading corner), blended between them. A preview paints
/// each vertex's colour fading out around its point, over the background, smoothed or not.
public struct MeshGradient: ShapeStyle, View, PrimitiveView {
  public typealias Body = Never
  let width: Int
  let height: Int
  let points: [SIMD2<Float>]
  let colors: [Color]
  let background: Color

  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true
  ) {
    self.width = width
    self.height = height
    self.points = points
    self.colors = colors
    self.background = background
  }

  func makeElement() -> (Primitive, [Element]) { (.paint(paint), []) }
}

extension MeshGradient: PaintingStyle {
  /// A radial gradient per vertex, reaching as far as the grid's spacing, then the background.
  /// Each fades to transparent written as components, the form a preview's paint accepts.
  var paint: String {
    let reach = Appearance.points(100 / Double(max(width - 1, height - 1, 1)))
    let layers = zip(points, colors).map { point, color in
      let at = Paint.position(UnitPoint(x: Double(point.x), y: Double(point.y)))
      return "radial-gradient(circle at \(at), \(color.paint) 0%, rgba(0, 0, 0, 0) \(reach)%)"
    }
    return (layers + [background.paint]).joined(separator: ", ")
  }
}
