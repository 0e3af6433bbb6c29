import Testing

@testable import EngineHost
@testable import StateEngine

/// A style that frames the label between two markers, as a note's capsule style would draw it.
private struct BracketStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("[")
      configuration.label
      Text(configuration.isPressed ? "pressed" : "]")
    }
  }
}

private struct Counter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Button("Add \(count)") { count += 1 }.buttonStyle(BracketStyle())
      VStack {
        Button("Reset") { count = 0 }
      }
      .buttonStyle(BracketStyle())
    }
  }
}

extension Engine {
  /// A `ButtonStyle`'s `makeBody(configuration:)` draws the button from `configuration.label` and
  /// `configuration.isPressed`, and the button keeps its action (Apple's documentation of
  /// `ButtonStyle` and `ButtonStyleConfiguration`).
  @Suite struct ButtonStyles {
    @Test func aStyleSetOnAButtonDrawsItAndTheButtonStillActs() throws {
      let host = ViewHost(Counter())
      // A button shows the texts of what draws it, the style's and the label's, in order.
      #expect(host.snapshotHTML().contains("<button class=\"ui-button\">[ Add 0 ]</button>"))
      try host.tap("[ Add 0 ]")
      #expect(host.snapshotHTML().contains("<button class=\"ui-button\">[ Add 1 ]</button>"))
    }

    /// A style set on a container draws the buttons inside it: SwiftUI passes it down the
    /// environment ("Sets the style for buttons within this view", Apple's documentation of
    /// `buttonStyle(_:)`).
    @Test func aStyleSetOnAContainerDrawsItsButtons() throws {
      let host = ViewHost(Counter())
      #expect(
        host.snapshotHTML().contains(
          "<div class=\"ui-vstack\"><button class=\"ui-button\">[ Reset ]</button></div>"))
      try host.tap("[ Add 0 ]")
      try host.tap("[ Reset ]")
      #expect(host.snapshotHTML().contains("[ Add 0 ]"))
    }
  }
}
