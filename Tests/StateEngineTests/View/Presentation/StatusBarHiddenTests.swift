import Testing

@testable import EngineHost
@testable import StateEngine

private struct FullScreen: View {
  @State private var fullScreen = false

  var body: some View {
    NavigationStack {
      Button("Toggle") { fullScreen.toggle() }
        .navigationTitle("Reader")
    }
    .statusBar(hidden: fullScreen)
  }
}

extension Engine {
  /// `statusBar(hidden:)` "sets the visibility of the status bar" (Apple's documentation of
  /// `View`); the preview draws no status bar, so the screen is the same either way and the
  /// content keeps working.
  @Suite struct StatusBarHidden {
    @Test func hidingTheStatusBarLeavesTheScreenAsItWas() throws {
      let host = ViewHost(FullScreen())
      let before = host.snapshotHTML()
      #expect(before.contains("Reader"))
      try host.tap("Toggle")
      #expect(host.snapshotHTML() == before)
    }
  }
}
