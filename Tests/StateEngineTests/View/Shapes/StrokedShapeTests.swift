import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

/// Any shape, to ask of a value only that it is one.
private func outline<S: Shape>(of shape: S) -> String {
  shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).svgElement()
}

extension Engine {
  /// Since iOS 17 `stroke(lineWidth:antialiased:)` and `stroke(style:antialiased:)` "return a new
  /// shape that is a stroked copy of self" (Apple's documentation of `Shape`), so a stroke can go
  /// where a shape is wanted, as in `overlay(_:in:fillStyle:)`, which fills it: filling a stroke
  /// paints the stroke.
  @Suite struct StrokedShapes {
    @Test func aStrokeIsAShapeWithTheOutlineOfItsBase() {
      #expect(outline(of: Circle().stroke(lineWidth: 4)) == outline(of: Circle()))
      #expect(
        outline(of: Rectangle().inset(by: 10).stroke(style: StrokeStyle(lineWidth: 5)))
          == outline(of: Rectangle()))
    }

    @Test func aStrokeDrawsAsTheBaseShapeCarryingTheStroke() {
      #expect(
        ViewHost(Circle().stroke(lineWidth: 3)).snapshotHTML()
          == "<div class=\"ui-modified\" data-stroke=\"primary\" data-line-width=\"3\">"
          + "<div class=\"ui-shape ui-circle\"></div></div>")
      #expect(
        ViewHost(Capsule().strokeBorder(lineWidth: 2)).snapshotHTML()
          == "<div class=\"ui-modified\" data-stroke=\"primary\" data-line-width=\"2\">"
          + "<div class=\"ui-shape ui-capsule\"></div></div>")
    }

    @Test func aStrokeServesAsTheShapeOfAnOverlay() {
      let html = ViewHost(
        Rectangle().frame(width: 200, height: 100)
          .overlay(.teal, in: Rectangle().inset(by: 10).stroke(lineWidth: 5))
      ).snapshotHTML()
      #expect(
        html.contains(
          "<div class=\"ui-layer\"><div class=\"ui-modified\" data-stroke=\"teal\""
            + " data-line-width=\"5\"><div class=\"ui-shape ui-rectangle\"></div></div></div>"))
      #expect(!html.contains("data-fill"))
    }
  }
}
