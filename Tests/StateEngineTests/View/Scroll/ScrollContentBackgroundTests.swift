import Testing

@testable import EngineHost
@testable import StateEngine

private struct Cart: View {
  let hidesBackground: Bool

  var body: some View {
    List(["Apples", "Pears"], id: \.self) { Text($0) }
      .scrollContentBackground(hidesBackground ? .hidden : .visible)
  }
}

extension Engine {
  /// `scrollContentBackground(_:)` "specifies the visibility of the background for scrollable
  /// views within this view" (Apple's documentation of `View`): hidden, the list's rows stay and
  /// the preview is told to leave out its grouped background.
  @Suite struct ScrollContentBackground {
    @Test func hiddenMarksTheListVisibleDoesNot() {
      let hidden = ViewHost(Cart(hidesBackground: true)).snapshotHTML()
      #expect(hidden.contains("data-scroll-content-background=\"hidden\""))
      #expect(hidden.contains(">Apples<") && hidden.contains(">Pears<"))
      let visible = ViewHost(Cart(hidesBackground: false)).snapshotHTML()
      #expect(!visible.contains("scroll-content-background"))
      #expect(visible.contains(">Apples<"))
    }
  }
}
