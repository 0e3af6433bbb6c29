import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

private struct Warning: View {
  var body: some View {
    Triangle().stroke(Color.red, lineWidth: 2)
  }
}

extension Engine {
  /// A `Path` is a shape drawn at its own coordinates; a custom `Shape` draws `path(in:)` in the
  /// rectangle it is given (Apple's documentation of `Path` and `Shape.path(in:)`). The preview draws
  /// both as SVG, every number to at most two decimals.
  @Suite struct Paths {
    @Test func aPathDrawsItsCommandsAsSVG() {
      let html = ViewHost(
        Path { path in
          path.move(to: CGPoint(x: 10, y: 10))
          path.addLine(to: CGPoint(x: 90, y: 10))
          path.addQuadCurve(to: CGPoint(x: 90, y: 60), control: CGPoint(x: 120, y: 35))
          path.addCurve(
            to: CGPoint(x: 10, y: 60), control1: CGPoint(x: 60, y: 80),
            control2: CGPoint(x: 40, y: 80.333))
          path.closeSubpath()
        }
        .stroke(Color.blue, lineWidth: 2)
      ).reports[0].snapshot
      #expect(
        html
          == "<div class=\"ui-modified\" data-stroke=\"blue\" data-line-width=\"2\">"
          + "<svg class=\"ui-drawing\" viewBox=\"0 0 120 80.33\" width=\"120\" height=\"80.33\">"
          + "<path d=\"M10 10 L90 10 Q120 35 90 60 C60 80 40 80.33 10 60 Z\"></path></svg></div>")
    }

    /// `Path.applying(_:)` moves every point of the outline by the transform; an ellipse's arcs
    /// turn with it, their radii kept (a petal turned a quarter and moved right).
    @Test func aTransformedPathTurnsItsArcs() {
      let petal = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
      let turned = petal.applying(
        CGAffineTransform(rotationAngle: .pi / 2).concatenating(
          CGAffineTransform(translationX: 100, y: 0)))
      #expect(turned.svgData == "M90 0 A20 10 90 0 1 90 40 A20 10 90 0 1 90 0 Z")
      #expect(turned.boundingRect.width.rounded() == 20, "\(turned.boundingRect)")
      var drawn = Path()
      drawn.addPath(petal, transform: CGAffineTransform(translationX: 5, y: 5))
      #expect(drawn.svgData == "M5 15 A20 10 0 0 1 45 15 A20 10 0 0 1 5 15 Z")
    }

    @Test func aCustomShapeDrawsInItsRectangle() {
      let html = ViewHost(Triangle().fill(.orange)).reports[0].snapshot
      #expect(
        html
          == "<div class=\"ui-modified\" data-fill=\"orange\">"
          + "<svg class=\"ui-drawing ui-stretched\" preserveAspectRatio=\"none\" viewBox=\"0 0 100 100\" width=\"100\" height=\"100\">"
          + "<path d=\"M50 0 L100 100 L0 100 Z\"></path></svg></div>")
    }

    /// SwiftUI's shapes are primitive views: drawing one runs no body of its own.
    @Test func aCustomShapeRunsNoBody() {
      let host = ViewHost(Warning())
      #expect(bodyNames(host.reports[0]) == ["Warning"])
      #expect(host.reports[0].snapshot.contains("<path d=\"M50 0 L100 100 L0 100 Z\"></path>"))
    }

    /// `addArc`'s `clockwise` is meant in a y-up space: `clockwise: false` turns clockwise on the
    /// screen (Apple's documentation of `addArc(center:radius:startAngle:endAngle:clockwise:)`), SVG's
    /// sweep flag 1. A quarter turn from 0° ends at the bottom of the circle; the other way, three
    /// quarters (a half, then a quarter: SVG arcs of at most half a circle).
    @Test func arcsTurnAsOnTheScreen() {
      var path = Path()
      path.addArc(
        center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(90),
        clockwise: false)
      #expect(path.svgData == "M100 50 A50 50 0 0 1 50 100")
      var back = Path()
      back.addArc(
        center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(90),
        clockwise: true)
      #expect(back.svgData == "M100 50 A50 50 0 0 0 0 50 A50 50 0 0 0 50 100")
    }

    /// `trim(from:to:)` draws part of the outline (Apple's documentation of `Shape.trim(from:to:)`):
    /// a progress ring is a trimmed circle.
    @Test func aTrimmedCircleDrawsPartOfItsOutline() {
      let html = ViewHost(
        Circle().trim(from: 0, to: 0.25).stroke(
          Color.green, style: StrokeStyle(lineWidth: 8, dash: [4, 2]))
      ).reports[0].snapshot
      #expect(html.contains("data-stroke=\"green\" data-line-width=\"8\" data-dash=\"4 2\""))
      #expect(html.contains("pathLength=\"1\" stroke-dasharray=\"0.25 1\" stroke-dashoffset=\"0\""))
      #expect(html.contains("<path d=\"M100 50 A50 50 0 0 1 0 50 A50 50 0 0 1 100 50 Z\""))
    }

    @Test func rectanglesAndEllipsesBoundTheirPoints() {
      let rect = Path(CGRect(x: 5, y: 5, width: 20, height: 10))
      #expect(rect.boundingRect == CGRect(x: 5, y: 5, width: 20, height: 10))
      #expect(rect.svgData == "M5 5 L25 5 L25 15 L5 15 Z")
      let oval = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
      #expect(oval.svgData == "M0 10 A20 10 0 0 1 40 10 A20 10 0 0 1 0 10 Z")
      #expect(oval.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    }
  }
}
