import Testing

@testable import EngineHost
@testable import StateEngine

/// `scrollDismissesKeyboard(_:)` sets the mode in the environment, where the scroll view's
/// content reads it ("the environment value that determines how scrollable content interacts with
/// the software keyboard", Apple's documentation of `scrollDismissesKeyboardMode`).
private struct ModeLabel: View {
  @Environment(\.scrollDismissesKeyboardMode) private var mode

  var body: some View { Text("Mode \(mode.description)") }
}

private struct Chat: View {
  @State private var draft = ""

  var body: some View {
    ScrollView {
      TextField("Message", text: $draft)
      ForEach(0..<3) { Text("Line \($0)") }
      ModeLabel()
    }
    .scrollDismissesKeyboard(.immediately)
  }
}

extension Engine {
  @Suite struct ScrollDismissesKeyboard {
    @Test func theModeReachesTheScrolledContent() throws {
      let host = ViewHost(Chat())
      #expect(host.snapshotHTML().contains("Mode immediately"))
      #expect(ViewHost(ModeLabel()).snapshotHTML().contains("Mode automatic"))
      try host.type("Hi", into: "Message")
      #expect(host.snapshotHTML().contains("Line 2"))
    }
  }
}
