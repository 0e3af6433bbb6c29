import Testing

@testable import EngineHost
@testable import StateEngine

private struct Slideshow: View {
  @State private var immersed = false

  var body: some View {
    VStack {
      Text(immersed ? "Slide 2" : "Slide 1")
      Button("Next") { immersed = true }
    }
    .persistentSystemOverlays(immersed ? .hidden : .automatic)
  }
}

extension Engine {
  /// `persistentSystemOverlays(_:)` "sets the preferred visibility of the non-transient system
  /// views overlaying the app" (Apple's documentation); the preview draws none of them, so
  /// hiding them adds nothing to the screen and the content keeps working.
  @Suite struct PersistentSystemOverlays {
    @Test func hidingTheOverlaysAddsNothingToTheScreen() throws {
      let host = ViewHost(Slideshow())
      #expect(
        host.snapshotHTML()
          == "<div class=\"ui-vstack\"><p class=\"ui-text\">Slide 1</p><button class=\"ui-button\">Next</button></div>"
      )
      try host.tap("Next")
      #expect(host.snapshotHTML().contains(">Slide 2<"))
      #expect(!host.snapshotHTML().contains("ui-modified"))
    }
  }
}
