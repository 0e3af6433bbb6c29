import Testing

@testable import EngineHost
@testable import StateEngine

private struct Pushing: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Details") {
        Text("Detail").navigationBarBackButtonHidden(true)
      }
    }
  }
}

extension Engine {
  /// `navigationBarBackButtonHidden(_:)` "hides the navigation bar back button for the view"
  /// (Apple's documentation). Recorded by name: the preview still shows the back button, so a
  /// scenario can still go back.
  @Suite struct NavigationBarBackButtons {
    @Test func aPushedViewThatHidesTheBackButtonCanStillBeLeft() throws {
      let host = ViewHost(Pushing())
      try host.open("Details")
      #expect(host.snapshotHTML().contains(">Detail<"))
      try host.back()
      #expect(!host.snapshotHTML().contains(">Detail<"))
    }
  }
}
