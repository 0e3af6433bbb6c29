import Testing

@testable import EngineHost
@testable import StateEngine

private struct Inbox: View {
  @State private var folder = "Inbox"

  var body: some View {
    NavigationStack {
      Text("Showing \(folder)")
        .navigationTitle(folder)
        .toolbarTitleMenu {
          Button("Archive") { folder = "Archive" }
          Button("Sent") { folder = "Sent" }
        }
    }
  }
}

extension Engine {
  @Suite struct ToolbarTitleMenus {
    /// `toolbarTitleMenu(content:)` "configures the toolbar title with content that can be used
    /// to perform actions" (Apple's documentation): the menu opens from the title's chevron and
    /// its items run their actions.
    @Test func theTitlesMenuRunsItsItems() throws {
      let host = ViewHost(Inbox())
      #expect(!host.snapshotHTML().contains("Archive"))
      try host.tap("chevron.down")
      try host.tap("Archive")
      #expect(host.snapshotHTML().contains(">Showing Archive<"))
    }
  }
}
