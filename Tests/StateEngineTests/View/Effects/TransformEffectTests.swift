import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Tilted: View {
  @State private var big = false

  var body: some View {
    VStack {
      Text("Scaled").scaleEffect(big ? 2 : 1)
      Text("Stretched").scaleEffect(x: 1.5, y: 0.5, anchor: .topLeading)
      Text("Moved").offset(x: 10, y: -4.5)
      Text("Sized").offset(CGSize(width: 3, height: 4))
      Text("Turned").rotationEffect(.degrees(45))
      Text("Flipped").rotation3DEffect(.radians(.pi), axis: (x: 0, y: 1, z: 0))
      Button("Grow") { big = true }
    }
  }
}

extension Engine {
  /// Transforms change only how the content is drawn, around an anchor that defaults to the centre
  /// (Apple's documentation of `scaleEffect(_:anchor:)`, `offset(x:y:)`, `rotationEffect(_:anchor:)`
  /// and `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`); OpenSwiftUI names their modifiers
  /// `_ScaleEffect`, `_OffsetEffect`, `_RotationEffect` and `_Rotation3DEffect`.
  @Suite struct TransformEffects {
    @Test func transformsKeepTheirValuesInTheSnapshot() {
      let html = ViewHost(Tilted()).reports[0].snapshot
      #expect(
        html.contains(
          "<div class=\"ui-modified\" data-scale=\"1 1\"><p class=\"ui-text\">Scaled</p></div>"))
      #expect(
        html.contains("data-scale=\"1.5 0.5\" data-anchor=\"0 0\"><p class=\"ui-text\">Stretched"))
      #expect(html.contains("data-offset=\"10 -4.5\"><p class=\"ui-text\">Moved"))
      #expect(html.contains("data-offset=\"3 4\"><p class=\"ui-text\">Sized"))
      #expect(html.contains("data-rotation=\"45\"><p class=\"ui-text\">Turned"))
      #expect(html.contains("data-rotation-3d=\"180 0 1 0\"><p class=\"ui-text\">Flipped"))
    }

    @Test func aNewScaleReachesTheNextSnapshot() throws {
      let host = ViewHost(Tilted())
      try host.tap("Grow")
      #expect(host.reports[1].snapshot.contains("data-scale=\"2 2\"><p class=\"ui-text\">Scaled"))
    }

    @Test func modifiersCarrySwiftUINames() {
      #expect("\(type(of: Text("a").scaleEffect(2)))".contains("_ScaleEffect"))
      #expect("\(type(of: Text("a").offset(x: 1)))".contains("_OffsetEffect"))
      #expect("\(type(of: Text("a").rotationEffect(.zero)))".contains("_RotationEffect"))
    }

    /// `Angle` keeps radians; degrees convert (Apple's documentation of `Angle`).
    @Test func anglesConvertBetweenDegreesAndRadians() {
      #expect(abs(Angle.degrees(180).radians - .pi) < 1e-12)
      #expect(abs(Angle(radians: .pi / 2).degrees - 90) < 1e-12)
      #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
    }
  }
}
