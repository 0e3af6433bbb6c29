import Testing

@testable import EngineHost
@testable import StateEngine

private struct Dial: View {
  @State private var turns = 0
  @State private var log = "idle"

  var body: some View {
    VStack {
      Text("Turns \(turns)").gesture(AnyGesture(TapGesture().onEnded { turns += 1 }))
      Circle()
        .gesture(
          MagnificationGesture().simultaneously(with: RotationGesture())
            .onEnded { _ in log = "both" })
      Rectangle()
        .gesture(
          LongPressGesture().sequenced(before: DragGesture())
            .exclusively(before: TapGesture())
            .onEnded { _ in log = "combined" })
      Text(log)
    }
  }
}

extension Engine {
  /// `AnyGesture` wraps a gesture and is that gesture; `simultaneously(with:)`,
  /// `sequenced(before:)` and `exclusively(before:)` combine two gestures into
  /// `SimultaneousGesture`, `SequenceGesture` and `ExclusiveGesture` (Apple's documentation of
  /// each). The host performs an erased gesture, and a combined one part by part
  /// (`SimultaneousGestures`, `SequenceGestures`); a combination inside another offers only its
  /// parts that are plain gestures.
  @Suite struct CombinedGestures {
    @Test func anErasedGestureIsPerformedAsTheGestureItWraps() throws {
      let host = ViewHost(Dial())
      try host.tap("Turns 0")
      #expect(host.snapshotHTML().contains(">Turns 1<"))
    }

    @Test func aCombinationInsideAnotherOffersOnlyItsPlainParts() throws {
      let host = ViewHost(Dial())
      #expect(throws: HostError.self) { try host.longPress("Rectangle") }
      #expect(host.snapshotHTML().contains(">idle<"))
      try host.tap("Rectangle")
      #expect(host.snapshotHTML().contains(">combined<"))
    }

    @Test func combinedValuesHoldTheirParts() {
      typealias Pair = SimultaneousGesture<TapGesture, LongPressGesture>
      let value = Pair.Value(first: (), second: true)
      #expect(value.second == true)
      let sequence = SequenceGesture<LongPressGesture, LongPressGesture>.Value.second(true, nil)
      #expect(sequence == .second(true, nil))
      #expect(
        ExclusiveGesture<LongPressGesture, LongPressGesture>.Value.first(true) != .second(true))
    }
  }
}
