import EngineInterface
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Card: View {
  @State private var offset = CGSize.zero
  @GestureState private var dragging = CGSize.zero

  var body: some View {
    VStack {
      Text("Card")
        .gesture(
          DragGesture()
            .updating($dragging) { value, state, _ in
              state = value.translation
              print("updating \(value.translation.width)")
            }
            .onChanged { value in print("changed \(value.location.x), \(value.location.y)") }
            .onEnded { value in
              offset.width += value.translation.width
              offset.height += value.translation.height
            }
        )
        .simultaneousGesture(MagnificationGesture().onChanged { _ in })
        .highPriorityGesture(RotationGesture().onEnded { _ in })
      Text("at \(Int(offset.width)), \(Int(offset.height)); dragging \(Int(dragging.width))")
    }
  }
}

/// A view that follows the finger through state, printing what its body reads.
private struct Follower: View {
  @State private var offset = CGSize.zero

  var body: some View {
    let _ = print("body at \(Int(offset.width))")
    Text("Puck")
      .gesture(
        DragGesture()
          .onChanged { value in offset = value.translation }
          .onEnded { _ in offset = .zero })
  }
}

/// A drag that begins only past 50 points.
private struct Latch: View {
  var body: some View {
    Text("Latch")
      .gesture(
        DragGesture(minimumDistance: 50)
          .onChanged { value in print("changed \(value.translation.width)") }
          .onEnded { _ in print("ended") })
  }
}

extension Engine {
  /// `DragGesture` with `updating(_:body:)` and `@GestureState`: "SwiftUI … resets the state to its
  /// initial value when the user ends or cancels the gesture" (Apple's documentation of
  /// `GestureState`); `onEnded` receives the final value, whose `translation` is "the total
  /// translation from the start of the drag gesture to the current event" (`DragGesture.Value`).
  @Suite struct DragGestureTests {
    /// Each touch event is its own update: what `onChanged` sets is rendered before the next value
    /// arrives ("the gesture … calls the action each time its value changes", Apple's
    /// documentation of `onChanged(_:)`, and state changes render in the next update).
    @Test func viewsRenderAfterEachValueOfADrag() throws {
      let host = ViewHost(Follower())
      try host.drag("Puck", by: DragOffset(x: 120, y: 0))
      #expect(host.reports.last?.console == ["body at 60", "body at 120", "body at 0"])
    }

    @Test func aDragMovesHalfwayThenAllTheWayThenEndsAndTheGestureStateResets() throws {
      let host = ViewHost(Card())
      try host.drag("Card", by: DragOffset(x: 120, y: -40))
      let step = try #require(host.reports.last)
      #expect(step.step == "drag \"Card\" by 120, -40")
      #expect(
        step.console == [
          "updating 60.0", "changed 60.0, -20.0", "updating 120.0", "changed 120.0, -40.0",
        ])
      #expect(host.snapshotHTML().contains("at 120, -40; dragging 0"))
      try host.drag("Card", by: DragOffset(x: -20, y: 0))
      #expect(host.snapshotHTML().contains("at 100, -40; dragging 0"))
    }

    /// `minimumDistance`: "the minimum dragging distance before the gesture succeeds" (Apple's
    /// documentation of `DragGesture`): a shorter drag calls nothing, a longer one only from there.
    @Test func aDragShorterThanTheMinimumDistanceCallsNothing() throws {
      let host = ViewHost(Latch())
      try host.drag("Latch", by: DragOffset(x: 30, y: 0))
      #expect(host.reports.last?.console == [])
      try host.drag("Latch", by: DragOffset(x: 80, y: 0))
      #expect(host.reports.last?.console == ["changed 80.0", "ended"])
    }

    @Test func aDragOffsetReadsAsScenariosWriteIt() {
      #expect(DragOffset(x: 120, y: 0).description == "120, 0")
      #expect(DragOffset(x: -40.5, y: 10).description == "-40.5, 10")
      #expect(DragOffset(parsing: "-40.5, 10") == DragOffset(x: -40.5, y: 10))
      #expect(DragOffset(parsing: "1") == nil)
    }
  }
}
