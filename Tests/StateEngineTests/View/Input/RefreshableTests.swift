import Testing

@testable import EngineHost
@testable import StateEngine

private struct Inbox: View {
  @State private var messages = ["Hello"]

  var body: some View {
    List(messages, id: \.self) { Text($0) }
      .refreshable {
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        messages.insert("New", at: 0)
        print("refreshed")
      }
  }
}

extension Engine {
  /// `refreshable(action:)`: "SwiftUI … waits for the action to complete before hiding the refresh
  /// control" (Apple's documentation); the engine's `refresh` step lasts until then.
  @Suite struct RefreshableTests {
    @Test func refreshingWaitsForTheActionOnTheVirtualClock() throws {
      let host = ViewHost(Inbox())
      try host.refresh()
      #expect(host.reports.last?.step == "refresh")
      #expect(host.reports.last?.console == ["refreshed"])
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">New</p>"))
      #expect(host.snapshotHTML().hasPrefix("<div class=\"ui-refreshable\">"))
    }

    @Test func aScreenWithNothingRefreshableCannotBeRefreshed() {
      struct Still: View {
        var body: some View { Text("Still") }
      }
      #expect(throws: HostError.self) { try ViewHost(Still()).refresh() }
    }
  }
}
