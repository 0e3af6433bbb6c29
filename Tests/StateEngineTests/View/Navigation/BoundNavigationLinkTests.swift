import Testing

@testable import EngineHost
@testable import StateEngine

/// An inbox that opens a message from code, as iOS 13–16 apps did with bound links.
private struct Inbox: View {
  @State private var showsDraft = false
  @State private var openMessage: Int?

  var body: some View {
    NavigationView {
      VStack {
        Text(
          "Draft \(showsDraft ? "open" : "closed"), message \(openMessage.map(String.init) ?? "none")"
        )
        Button("Compose") { showsDraft = true }
        Button("Open 2") { openMessage = 2 }
        NavigationLink(destination: Text("Draft screen"), isActive: $showsDraft) {
          Text("Draft")
        }
        NavigationLink(
          "Message 1", destination: Text("Message screen 1"), tag: 1, selection: $openMessage)
        NavigationLink(
          "Message 2", destination: Text("Message screen 2"), tag: 2, selection: $openMessage)
      }
    }
  }
}

extension Engine {
  @Suite struct BoundNavigationLinks {
    /// `NavigationLink(destination:isActive:label:)`: "isActive: A binding to a Boolean value that
    /// indicates whether destination is currently presented" (Apple's documentation, deprecated
    /// in iOS 16 and still available): setting it pushes, tapping the link sets it, going back
    /// clears it.
    @Test func anIsActiveBindingPushesAndBackClearsIt() throws {
      let host = ViewHost(Inbox())
      try host.tap("Compose")
      #expect(host.snapshotHTML().contains(">Draft screen<"))
      try host.back()
      #expect(host.snapshotHTML().contains("Draft closed"))
      try host.open("Draft")
      #expect(host.snapshotHTML().contains(">Draft screen<"))
      try host.back()
      #expect(host.snapshotHTML().contains("Draft closed"))
    }

    /// `NavigationLink(destination:tag:selection:label:)`: "the link presents destination when
    /// selection is set to tag" (Apple's documentation); going back sets the selection to nil.
    @Test func aTagLinkPushesWhenTheSelectionEqualsItsTag() throws {
      let host = ViewHost(Inbox())
      try host.tap("Open 2")
      #expect(host.snapshotHTML().contains(">Message screen 2<"))
      try host.back()
      #expect(host.snapshotHTML().contains("message none"))
      try host.open("Message 1")
      #expect(host.snapshotHTML().contains(">Message screen 1<"))
      try host.back()
      #expect(host.snapshotHTML().contains("message none"))
    }
  }
}
