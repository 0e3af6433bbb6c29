import Testing

@testable import EngineHost
@testable import StateEngine

private struct LockableCard: View {
  @State private var isLocked = false
  @State private var taps = 0

  private var tap: some Gesture {
    TapGesture().onEnded { taps += 1 }
  }

  var body: some View {
    VStack {
      Text("Card").gesture(isLocked ? nil : tap)
      Text("\(taps) taps")
      Toggle("Locked", isOn: $isLocked)
    }
  }
}

extension Engine {
  /// Apple's documentation of `Gesture` lists `Optional` among its conforming types ("Conforms when
  /// Wrapped conforms to Gesture"): a view attaches a gesture conditionally by passing nil.
  @Suite struct OptionalGestureTests {
    @Test func aPresentGestureIsPerformed() throws {
      let host = ViewHost(LockableCard())
      try host.tap("Card")
      #expect(host.snapshotHTML().contains("1 taps"))
    }

    @Test func aNilGestureIsNotOffered() throws {
      let host = ViewHost(LockableCard())
      try host.toggle("Locked")
      let error = try #require(throws: HostError.self) { try host.tap("Card") }
      #expect(error.message == "No button labelled \"Card\"")
      #expect(host.snapshotHTML().contains("0 taps"))
    }
  }
}
