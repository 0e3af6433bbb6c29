import Testing

@testable import EngineHost
@testable import StateEngine

private struct Radios: View {
  @State private var wifi = false

  var body: some View {
    VStack {
      Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
      Text(wifi ? "Online" : "Offline")
    }
  }
}

extension Engine {
  /// `Toggle(_:systemImage:isOn:)`: "Creates a toggle that generates its label from a localized
  /// string key and system image", a `Label` of the two (Apple's documentation), named and drawn
  /// by the label's title as a button labelled with a `Label` is.
  @Suite struct Toggles {
    @Test func aToggleWithASymbolIsNamedByItsTitle() throws {
      let host = ViewHost(Radios())
      #expect(
        host.snapshotHTML().contains(
          "<label class=\"ui-toggle\" data-in=\"Radios\"><span>Wi-Fi</span><input type=\"checkbox\" role=\"switch\">"))
      try host.toggle("Wi-Fi")
      #expect(host.snapshotHTML().contains(">Online<"))
    }
  }
}
