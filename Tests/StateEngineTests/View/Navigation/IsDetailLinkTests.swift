import Testing

@testable import EngineHost
@testable import StateEngine

private struct Sidebar: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Inbox") { Text("Messages") }.isDetailLink(false)
    }
  }
}

extension Engine {
  /// `isDetailLink(_:)` "sets the navigation link to present its destination as the detail
  /// component of the containing navigation view" (Apple's documentation); an iPhone has no
  /// detail column, so the link pushes its destination as any link does.
  @Suite struct DetailLinks {
    @Test func aLinkThatIsNoDetailLinkStillPushes() throws {
      let host = ViewHost(Sidebar())
      try host.open("Inbox")
      #expect(host.snapshotHTML().contains(">Messages<"))
    }
  }
}
