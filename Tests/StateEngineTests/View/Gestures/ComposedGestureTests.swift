import EngineInterface
import Testing

@testable import EngineHost
@testable import StateEngine

/// A gesture of the note's own, composed of a drag whose values it maps to a direction.
private struct Swipe: Gesture {
  enum Direction { case left, right }
  typealias Value = Direction

  var body: some Gesture {
    DragGesture(minimumDistance: 20, coordinateSpace: .local)
      .map { value in value.translation.width < 0 ? Direction.left : .right }
  }
}

private struct Swiper: View {
  @State private var swiped = "none"
  @State private var moves = 0

  var body: some View {
    VStack {
      Text("Card")
        .gesture(
          Swipe()
            .onChanged { _ in moves += 1 }
            .onEnded { direction in swiped = direction == .left ? "left" : "right" })
      Text("swiped \(swiped) after \(moves)")
    }
  }
}

extension Engine {
  /// `Gesture.map(_:)` "returns a gesture that's the result of mapping the given closure over the
  /// gesture", and a type conforming to `Gesture` declares its `body` as a composition of other
  /// gestures (Apple's documentation of `Gesture`): such a gesture is performed as its body is.
  @Suite struct ComposedGestures {
    @Test func aGestureOfTheNotesOwnIsPerformedAsItsBodyWithMappedValues() throws {
      let host = ViewHost(Swiper())
      try host.drag("Card", by: DragOffset(x: -120, y: 0))
      #expect(host.snapshotHTML().contains(">swiped left after 2<"))
      try host.drag("Card", by: DragOffset(x: 80, y: 10))
      #expect(host.snapshotHTML().contains(">swiped right after 4<"))
    }
  }
}
