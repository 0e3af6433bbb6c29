import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

extension Engine {
  /// "A two-dimensional gradient defined by a 2D grid of positioned colors", `width` vertices to a
  /// row and `height` to a column, points in the unit square, and a background that "fills any
  /// points outside the defined vertex mesh" (Apple's documentation of `MeshGradient`, iOS 18). A
  /// preview paints each vertex's colour fading out around its point, over the background.
  @Suite struct MeshGradients {
    @Test func aMeshIsPaintedVertexByVertexOverItsBackground() {
      let mesh = MeshGradient(
        width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
        colors: [.teal, .yellow, .indigo, .orange])
      let html = ViewHost(VStack { mesh }).reports[0].snapshot
      let layers = [
        "radial-gradient(circle at 0% 0%, teal 0%, rgba(0, 0, 0, 0) 100%)",
        "radial-gradient(circle at 100% 0%, yellow 0%, rgba(0, 0, 0, 0) 100%)",
        "radial-gradient(circle at 0% 100%, indigo 0%, rgba(0, 0, 0, 0) 100%)",
        "radial-gradient(circle at 100% 100%, orange 0%, rgba(0, 0, 0, 0) 100%)", "clear",
      ]
      #expect(
        html.contains(
          "<span class=\"ui-color\" data-color=\"\(layers.joined(separator: ", "))\"></span>"))
    }

    /// A finer grid's colours reach as far as its spacing; points are `SIMD2<Float>` values.
    @Test func aFinerGridFadesSoonerAndKeepsItsBackground() {
      let points = (0..<3).flatMap { row in
        (0..<3).map { column in SIMD2<Float>(Float(column) / 2, Float(row) / 2) }
      }
      let mesh = MeshGradient(
        width: 3, height: 3, points: points, colors: Array(repeating: .blue, count: 9),
        background: .black, smoothsColors: false)
      #expect(mesh.width == 3 && mesh.height == 3)
      #expect(
        mesh.paint.contains("radial-gradient(circle at 50% 50%, blue 0%, rgba(0, 0, 0, 0) 50%)"))
      #expect(mesh.paint.hasSuffix(", black"))
      #expect(mesh.paint.components(separatedBy: "radial-gradient(").count == 10)
    }

    @Test func aMeshIsAShapeStyleToo() {
      let mesh = MeshGradient(
        width: 2, height: 1, points: [[0, 0.5], [1, 0.5]], colors: [.red, .blue])
      let html = ViewHost(Text("Dawn").background(mesh)).reports[0].snapshot
      #expect(html.contains("data-background=\"radial-gradient(circle at 0% 50%, red 0%"))
    }
  }
}
