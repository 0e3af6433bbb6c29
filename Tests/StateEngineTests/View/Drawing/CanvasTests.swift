import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

extension Engine {
  /// A `Canvas` renderer draws into a `GraphicsContext` (Apple's documentation of `Canvas` and
  /// `GraphicsContext`): fills, strokes and text, under the context's transform and opacity. Copies
  /// of the context draw into the same canvas.
  @Suite struct Canvases {
    @Test func whatTheRendererDrawsIsRecordedAsSVG() {
      let html = ViewHost(
        Canvas { context, size in
          context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 10)), with: .color(.red))
          var moved = context
          moved.translateBy(x: 10, y: 20)
          moved.opacity = 0.5
          moved.stroke(
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue),
            lineWidth: 3)
          context.draw(Text("Hi"), at: CGPoint(x: 150, y: 150))
        }
      ).reports[0].snapshot
      #expect(
        html
          == "<svg class=\"ui-drawing\" viewBox=\"0 0 300 300\" width=\"300\" height=\"300\">"
          + "<path d=\"M0 0 L300 0 L300 10 L0 10 Z\" data-fill=\"red\"></path>"
          + "<g transform=\"translate(10 20)\" opacity=\"0.5\"><path d=\"M0 2 A2 2 0 0 1 4 2 A2 2 0 0 1 0 2 Z\""
          + " data-stroke=\"blue\" stroke-width=\"3\"></path></g>"
          + "<text x=\"150\" y=\"150\" text-anchor=\"middle\">Hi</text></svg>")
    }
  }
}
