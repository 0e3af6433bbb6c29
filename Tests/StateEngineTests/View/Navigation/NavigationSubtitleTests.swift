import Testing

@testable import EngineHost
@testable import StateEngine

private struct Mailbox: View {
  @State private var unread = 3

  var body: some View {
    NavigationStack {
      Button("Read one") { unread -= 1 }
        .navigationTitle("Inbox")
        .navigationSubtitle("\(unread) unread")
    }
  }
}

extension Engine {
  @Suite struct NavigationSubtitles {
    /// `navigationSubtitle(_:)`: "On iOS and iPadOS, the subtitle is displayed with the
    /// navigation title in the navigation bar" (Apple's documentation, iOS 26, macOS 11): drawn
    /// under the title, and it follows the state it reads.
    @Test func theSubtitleIsDrawnUnderTheTitle() throws {
      let host = ViewHost(Mailbox())
      #expect(host.snapshotHTML().contains("<h1 class=\"ui-title\">Inbox<br><small>3 unread</small></h1>"))
      try host.tap("Read one")
      #expect(host.snapshotHTML().contains("<small>2 unread</small>"))
    }
  }
}
