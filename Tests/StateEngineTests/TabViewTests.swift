import Testing

@testable import EngineHost
@testable import StateEngine

private struct TapCounter: View {
  @State private var taps = 0

  var body: some View {
    Button("Taps \(taps)") { taps += 1 }
  }
}

private struct TwoTabs: View {
  var body: some View {
    TabView {
      TapCounter()
        .tabItem { Label("Home", systemImage: "house") }
      Text("Settings page")
        .tabItem { Text("Settings") }
    }
  }
}

private struct SelectedTabs: View {
  @State private var selection = "second"

  var body: some View {
    VStack {
      Text("Showing \(selection)")
      TabView(selection: $selection) {
        Text("First page").tabItem { Text("One") }.tag("first")
        Text("Second page").tabItem { Text("Two") }.tag("second")
      }
    }
  }
}

extension Engine {
  @Suite struct Tabs {
    @Test func showsTheSelectedTabAndEveryLabel() {
      let host = ViewHost(TwoTabs())
      #expect(
        host.snapshotHTML()
          == "<div class=\"ui-tabview\"><button class=\"ui-button\">Taps 0</button>"
          + "<nav class=\"ui-tabbar\"><button class=\"ui-tab\" aria-selected=\"true\">Home</button>"
          + "<button class=\"ui-tab\">Settings</button></nav></div>")
    }

    @Test func tappingATabLabelSwitchesTabsAndKeepsTheOtherTabsState() throws {
      let host = ViewHost(TwoTabs())
      try host.tap("Taps 0")
      try host.tap("Settings")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">Settings page</p>"))
      #expect(!host.snapshotHTML().contains("Taps"))
      #expect(throws: HostError.self, "controls of hidden tabs cannot be used") {
        try host.tap("Taps 1")
      }
      try host.tap("Home")
      #expect(host.snapshotHTML().contains("Taps 1"), "the first tab's state survived the switch")
    }

    @Test func aSelectionBindingChoosesByTagAndTappingWritesIt() throws {
      let host = ViewHost(SelectedTabs())
      #expect(host.snapshotHTML().contains("Second page"))
      #expect(!host.snapshotHTML().contains("First page"))
      try host.tap("One")
      #expect(host.snapshotHTML().contains("Showing first"))
      #expect(host.snapshotHTML().contains("First page"))
      #expect(bodyNames(host.reports.last!) == ["SelectedTabs"])
    }
  }
}
