import Testing

@testable import EngineHost
@testable import StateEngine

private struct ModernTabs: View {
  @State private var selection = 0

  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", systemImage: "house", value: 0) {
        Text("Home page \(selection)")
      }
      Tab("Inbox", systemImage: "tray", value: 1) {
        Text("Inbox page \(selection)")
      }
      .badge(3)
      Tab("Search", systemImage: "magnifyingglass", value: 2, role: .search) {
        ContentUnavailableView.search(text: "swift")
      }
    }
    .tabViewStyle(.sidebarAdaptable)
  }
}

extension Engine {
  @Suite struct Tabs18 {
    /// `Tab(_:systemImage:value:content:)`: "the value … the tab view uses to select this tab"
    /// (Apple's documentation of `Tab`, iOS 18).
    @Test func tabsAreSelectedByTheirValue() throws {
      let host = ViewHost(ModernTabs())
      #expect(host.snapshotHTML().contains("Home page 0"))
      try host.tap("Inbox")
      #expect(host.snapshotHTML().contains("Inbox page 1"))
      #expect(
        host.snapshotHTML().contains(
          "<button class=\"ui-tab\" aria-selected=\"true\">Inbox</button>"))
    }

    /// `ContentUnavailableView.search(text:)` words its title with the query (Apple's
    /// documentation of `ContentUnavailableView`).
    @Test func theSearchTabShowsNoResults() throws {
      let host = ViewHost(ModernTabs())
      try host.tap("Search")
      let html = host.snapshotHTML()
      #expect(html.contains("<div class=\"ui-contentunavailableview\">"))
      #expect(html.contains("No Results for “swift”"))
      #expect(html.contains("Check the spelling or try a new search."))
    }
  }
}
