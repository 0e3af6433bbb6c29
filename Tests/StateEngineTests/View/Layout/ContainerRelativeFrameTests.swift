import Testing

@testable import EngineHost
@testable import StateEngine

private struct Carousel: View {
  @State private var taps = 0

  var body: some View {
    ScrollView(.horizontal) {
      HStack {
        Button("Tapped \(taps)") { taps += 1 }
          .containerRelativeFrame(.horizontal)
        Text("Third").containerRelativeFrame(.horizontal, count: 3, spacing: 8)
        Text("Half").containerRelativeFrame([.horizontal, .vertical]) { length, _ in length / 2 }
      }
    }
  }
}

extension Engine {
  /// `containerRelativeFrame(_:alignment:)` "positions this view within an invisible frame with a
  /// size relative to the nearest container" (Apple's documentation). The engine's preview keeps
  /// each view's own size: the frame is accepted, the views show and act as without it.
  @Suite struct ContainerRelativeFrames {
    @Test func theViewsShowAndActAsWithoutTheFrame() throws {
      let host = ViewHost(Carousel())
      #expect(host.snapshotHTML().contains(">Third<") && host.snapshotHTML().contains(">Half<"))
      try host.tap("Tapped 0")
      #expect(host.snapshotHTML().contains("<button class=\"ui-button\">Tapped 1</button>"))
    }
  }
}
