import Testing

@testable import EngineHost
@testable import StateEngine

private struct Reader: View {
  @State private var immersive = false

  var body: some View {
    NavigationStack {
      VStack {
        Button("Immerse") { immersive.toggle() }
        NavigationLink("Chapter") {
          Text("Page one").toolbar(.hidden, for: .navigationBar)
        }
      }
      .navigationTitle("Library")
      .navigationBarHidden(immersive)
    }
  }
}

extension Engine {
  /// `navigationBarHidden(_:)` "hides the navigation bar for this view" and
  /// `toolbar(_:for:)` with `.hidden` and `.navigationBar` hides that bar (Apple's documentation
  /// of `View`): the bar, with its title and back button, leaves the screen; shown again, it
  /// comes back.
  @Suite struct NavigationBarHidden {
    @Test func aHiddenBarTakesItsTitleAlong() throws {
      let host = ViewHost(Reader())
      #expect(host.snapshotHTML().contains("ui-title\">Library<"))
      try host.tap("Immerse")
      #expect(!host.snapshotHTML().contains("Library"))
      #expect(!host.snapshotHTML().contains("ui-navbar"))
      try host.tap("Immerse")
      #expect(host.snapshotHTML().contains("ui-title\">Library<"))
    }

    @Test func aPushedViewHidesTheBarWithItsBackButton() throws {
      let host = ViewHost(Reader())
      try host.open("Chapter")
      let html = host.snapshotHTML()
      #expect(html.contains(">Page one<"))
      #expect(!html.contains("ui-back"))
    }
  }
}
