import Testing

@testable import EngineHost
@testable import StateEngine

private struct HalfSheet: View {
  @State private var isShowing = false
  @State private var detent = PresentationDetent.medium

  var body: some View {
    Button("Show") { isShowing = true }
      .sheet(isPresented: $isShowing) {
        Text("Half")
          .presentationDetents([.medium, .large, .fraction(0.3), .height(200)], selection: $detent)
          .presentationDragIndicator(.visible)
      }
  }
}

extension Engine {
  @Suite struct PresentationDetents {
    /// `presentationDetents(_:selection:)` sets the heights a sheet rests at (Apple's
    /// documentation); the sheet presents and dismisses as any sheet does.
    @Test func aSheetWithDetentsPresentsAndDismisses() throws {
      let host = ViewHost(HalfSheet())
      try host.tap("Show")
      #expect(
        host.snapshotHTML().contains("<div class=\"ui-sheet\"><p class=\"ui-text\">Half</p></div>"))
      try host.dismiss()
      #expect(!host.snapshotHTML().contains("Half"))
    }
  }
}
