import Testing

@testable import EngineHost
@testable import StateEngine

/// A style that titles the form above its content and draws it as the system would.
private struct TitledFormStyle: FormStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("Settings")
      Form(configuration)
    }
  }
}

private struct Settings: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Form { Toggle("Wi-Fi", isOn: $isOn) }.formStyle(TitledFormStyle())
      Form { Text("About") }.formStyle(.grouped)
    }
  }
}

extension Engine {
  /// A `FormStyle` draws a form from its configuration's `content`, and `Form(_:)` "creates a
  /// form based on a form style configuration" (Apple's documentation of `FormStyle` and `Form`);
  /// the system's styles (`automatic`, `grouped`, `columns`) leave the form as it is.
  @Suite struct FormStyles {
    @Test func aCustomStyleDrawsAroundTheFormItIsGiven() throws {
      let host = ViewHost(Settings())
      let html = host.snapshotHTML()
      #expect(html.components(separatedBy: ">Settings<").count == 2)
      #expect(html.components(separatedBy: "ui-form").count == 3)
      try host.toggle("Wi-Fi")
      #expect(host.snapshotHTML() != html)
    }
  }
}
