import Testing

@testable import EngineHost
@testable import StateEngine

private final class Preferences: ObservableObject {
  @Published var isEnabled = false
}

private struct PreferenceToggle: View {
  @EnvironmentObject var preferences: Preferences

  var body: some View {
    Toggle("Enabled", isOn: $preferences.isEnabled)
  }
}

private struct SettingsPage: View {
  @StateObject private var preferences = Preferences()
  @State private var name = ""

  var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          TextField("Name", text: $name)
          PreferenceToggle()
        }
        Button("Save") {}
          .disabled(name.isEmpty)
      }
      .navigationTitle("Settings <1>")
    }
    .environmentObject(preferences)
  }
}

private struct TwoButtons: View {
  var body: some View {
    VStack {
      OwnedCounter()
      BorrowedCounter()
    }
  }
}

extension Engine {
  @Suite struct Host {
    @Test func snapshotsAreSemanticEscapedHTML() throws {
      let host = ViewHost(SettingsPage())
      #expect(
        host.snapshotHTML()
          == "<div class=\"ui-navigation\"><nav class=\"ui-navbar\"><h1 class=\"ui-title\">Settings &lt;1&gt;</h1></nav>"
          + "<ul class=\"ui-form\"><section class=\"ui-section\"><h2 class=\"ui-section-header\"><p class=\"ui-text\">Account</p></h2>"
          + "<ul><li><input class=\"ui-textfield\" type=\"text\" placeholder=\"Name\" value=\"\"></li>"
          + "<li><label class=\"ui-toggle\" data-in=\"PreferenceToggle SettingsPage\"><span>Enabled</span><input type=\"checkbox\" role=\"switch\"></label></li></ul></section>"
          + "<li><button class=\"ui-button\" disabled>Save</button></li></ul></div>")
      try host.toggle("Enabled")
      #expect(host.snapshotHTML().contains("role=\"switch\" checked"))
      #expect(
        bodyNames(host.reports.last!) == ["SettingsPage", "PreferenceToggle"],
        "the owner observes its object")
    }

    @Test func unknownLabelsListTheAvailableControls() {
      let host = ViewHost(SettingsPage())
      #expect(
        throws: HostError(
          message: "No button labelled \"Nope\"",
          available: [
            "text field \"Name\" in SettingsPage", "toggle \"Enabled\" in PreferenceToggle",
            "button \"Save\" in SettingsPage",
          ])
      ) {
        try host.tap("Nope")
      }
    }

    /// `disabled(_:)` "controls whether users can interact with this view" (Apple's
    /// documentation): the host says so, and the example driver records a step in which nothing
    /// happened.
    @Test func disabledControlsCannotBeUsed() throws {
      let host = ViewHost(SettingsPage())
      #expect(throws: DisabledControl(label: "Save")) { try host.tap("Save") }
      host.recordUntouched("tap \"Save\"", DisabledControl(label: "Save"))
      #expect(host.reports.last?.disabledControl == "Save")
      #expect(host.reports.last?.console == [])
      try host.type("Ann", into: "Name")
      try host.tap("Save")
      #expect(host.reports.last?.step == "tap \"Save\"")
    }

    @Test func repeatedLabelsNeedAView() throws {
      let host = ViewHost(TwoButtons())
      #expect(throws: HostError.self) { try host.tap("+1") }
      try host.tap("+1", in: "BorrowedCounter")
      #expect(host.reports.last?.step == "tap \"+1\" in BorrowedCounter")
      #expect(host.snapshotHTML().contains("Borrowed 1"))
    }

    @Test func impossibleNavigationIsAnError() {
      let host = ViewHost(TwoButtons())
      #expect(throws: HostError.self) { try host.back() }
      #expect(throws: HostError.self) { try host.dismiss() }
    }
  }
}
