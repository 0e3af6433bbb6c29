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

private struct LockedSheet: View {
  @State private var isShowing = true

  var body: some View {
    Text("Behind")
      .sheet(isPresented: $isShowing) {
        VStack {
          Text("Must answer")
          Button("Done") { isShowing = false }
        }
        .interactiveDismissDisabled()
        .presentationCornerRadius(24)
        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
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

    /// `interactiveDismissDisabled(_:)` "conditionally prevents interactive dismissal of
    /// presentations like popovers and sheets" (Apple's documentation): the swipe is refused, a
    /// button still closes the sheet.
    @Test func aSheetThatDisablesInteractiveDismissCannotBeSwipedAway() throws {
      let host = ViewHost(LockedSheet())
      #expect(throws: HostError.self) { try host.dismiss() }
      try host.tap("Done")
      #expect(!host.snapshotHTML().contains("Must answer"))
    }
  }
}
