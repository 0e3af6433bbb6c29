import Testing

@testable import EngineHost
@testable import StateEngine

/// A style that acts on a double tap only, as Apple's documentation of `PrimitiveButtonStyle`
/// describes one: "a button style that uses a custom interaction".
private struct DoubleTapStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .onTapGesture(count: 2) { configuration.trigger() }
  }
}

/// A style that keeps the system's button, marked, through `Button(configuration)`.
private struct MarkedStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("»")
      Button(configuration)
    }
  }
}

private struct Likes: View {
  @State private var likes = 0
  @State private var shares = 0

  var body: some View {
    VStack {
      Button("Like \(likes)") { likes += 1 }.buttonStyle(DoubleTapStyle())
      Button("Share \(shares)") { shares += 1 }.buttonStyle(MarkedStyle())
      Button("Plain") {}.buttonStyle(.plain)
    }
  }
}

extension Engine {
  /// A `PrimitiveButtonStyle` "specifies a button style that uses a custom interaction": its
  /// `makeBody(configuration:)` draws the button and calls the configuration's `trigger()`, which
  /// "performs the button's action" (Apple's documentation of `PrimitiveButtonStyle` and
  /// `PrimitiveButtonStyleConfiguration`).
  @Suite struct PrimitiveButtonStyles {
    @Test func theStylesOwnGestureTriggersTheAction() throws {
      let host = ViewHost(Likes())
      #expect(!host.snapshotHTML().contains("<button class=\"ui-button\">Like 0</button>"))
      try host.doubleTap("Like 0")
      #expect(host.snapshotHTML().contains(">Like 1<"))
    }

    /// `Button(configuration)` ("Creates a button based on a configuration for a style with a
    /// custom appearance and custom interaction behavior", Apple's documentation of
    /// `Button.init(_:)`) is the system's button, which runs the action when tapped.
    @Test func aButtonMadeFromTheConfigurationRunsTheAction() throws {
      let host = ViewHost(Likes())
      #expect(host.snapshotHTML().contains(">»<"))
      try host.tap("Share 0")
      #expect(host.snapshotHTML().contains("<button class=\"ui-button\">Share 1</button>"))
      #expect(host.snapshotHTML().contains("<button class=\"ui-button\">Plain</button>"))
    }
  }
}
