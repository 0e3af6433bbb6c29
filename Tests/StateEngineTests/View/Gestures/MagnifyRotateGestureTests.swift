import EngineInterface
import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Photo: View {
  @State private var scale: CGFloat = 1
  @State private var angle = Angle.zero
  @GestureState private var pinching: CGFloat = 1
  @GestureState private var turning = Angle.zero

  var body: some View {
    VStack {
      Text("Photo")
        .scaleEffect(scale * pinching)
        .rotationEffect(angle + turning)
        .gesture(
          MagnifyGesture()
            .updating($pinching) { value, state, _ in
              state = value.magnification
              print("updating \(value.magnification)")
            }
            .onChanged { value in print("changed \(value.magnification)") }
            .onEnded { value in
              print("ended \(value.magnification)")
              scale *= value.magnification
            }
        )
        .simultaneousGesture(
          RotateGesture()
            .updating($turning) { value, state, _ in state = value.rotation }
            .onChanged { value in print("turned \(value.rotation.degrees)") }
            .onEnded { value in angle += value.rotation }
        )
      Text("scale \(Int(scale * 100)) %, pinching \(pinching); \(Int(angle.degrees))°")
    }
  }
}

/// The gestures before iOS 17: their values are the magnification and the angle alone.
private struct Sticker: View {
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Circle()
        .gesture(MagnificationGesture().onEnded { log.append("scale \($0)") })
        .simultaneousGesture(
          RotationGesture().onEnded { log.append("angle \(Int($0.degrees.rounded()))") })
      Text(log.isEmpty ? "untouched" : log.joined(separator: ", "))
    }
  }
}

extension Engine {
  /// `MagnifyGesture` "recognizes a magnification motion and tracks the amount of magnification",
  /// `RotateGesture` "recognizes a rotation motion and tracks the angle of the rotation"; their
  /// values carry `magnification` and `rotation` (Apple's documentation of each, iOS 17). As for
  /// every gesture, `updating` and `onChanged` see each new value, `onEnded` gets the final one,
  /// and "SwiftUI … resets the state to its initial value when the user ends or cancels the
  /// gesture" (`GestureState`). A pinch that changes the scale by less than
  /// `minimumScaleDelta` (a turn by less than `minimumAngleDelta`) is never recognised.
  @Suite struct MagnifyAndRotateGestures {
    @Test func aPinchGoesHalfwayThenAllTheWayThenEndsWithItsGestureStateReset() throws {
      let host = ViewHost(Photo())
      try host.pinch("Photo", by: 2)
      let step = try #require(host.reports.last)
      #expect(step.step == "pinch \"Photo\" by 2")
      #expect(
        step.console == [
          "updating 1.5", "changed 1.5", "updating 2.0", "changed 2.0", "ended 2.0",
        ])
      #expect(host.snapshotHTML().contains(">scale 200 %, pinching 1.0; 0°<"))
      try host.pinch("Photo", by: 0.5)
      #expect(host.snapshotHTML().contains(">scale 100 %, pinching 1.0; 0°<"))
    }

    @Test func aRotationTurnsByDegreesThenEnds() throws {
      let host = ViewHost(Photo())
      try host.rotate("Photo", by: 45)
      let step = try #require(host.reports.last)
      #expect(step.step == "rotate \"Photo\" by 45")
      #expect(step.console == ["turned 22.5", "turned 45.0"])
      #expect(host.snapshotHTML().contains(">scale 100 %, pinching 1.0; 45°<"))
      try host.rotate("Photo", by: -90)
      #expect(host.snapshotHTML().contains(">scale 100 %, pinching 1.0; -45°<"))
    }

    @Test func theOlderGesturesGetTheMagnificationAndTheAngleAlone() throws {
      let host = ViewHost(Sticker())
      try host.pinch("Circle", by: 1.5)
      try host.rotate("Circle", by: 30)
      #expect(host.snapshotHTML().contains(">scale 1.5, angle 30<"))
    }

    @Test func aPinchOrTurnBelowTheMinimumIsNeverRecognised() throws {
      let host = ViewHost(Sticker())
      try host.pinch("Circle", by: 1.005)
      try host.rotate("Circle", by: 0.5)
      #expect(host.snapshotHTML().contains(">untouched<"))
    }

    @Test func aViewWithoutThePinchCannotBePinched() {
      let host = ViewHost(Sticker())
      #expect(throws: HostError.self) { try host.pinch("untouched", by: 2) }
      #expect(throws: HostError.self) { try host.rotate("untouched", by: 2) }
    }

    @Test func theExplorerPinchesAndTurnsAsTheScenarioDidOrByDefault() {
      let explored = Explorer(
        makeHost: { ViewHost(Photo()) }, scenario: [.pinch("Photo", by: 3, in: nil)],
        budget: .init(states: 64, depth: 1, transitions: 64)
      ).explore()
      let actions = explored.edges.map {
        "\($0.action.kind) \($0.action.label) \($0.action.text ?? "")"
      }
      #expect(actions.contains("pinchable view Photo 3"))
      #expect(actions.contains("rotatable view Photo 45"))
      let turn = explored.edges.first { $0.action.kind == "rotatable view" }
      #expect(
        turn.map { explored.states[$0.to].contains(">scale 100 %, pinching 1.0; 45°<") } == true)
    }
  }
}
