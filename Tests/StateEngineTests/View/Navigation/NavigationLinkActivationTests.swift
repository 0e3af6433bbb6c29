import Testing

@testable import EngineHost
@testable import StateEngine

private struct Folders: View {
  @State private var selected: String?
  @State private var showsSettings = false

  var body: some View {
    let _ = print("open \(selected ?? "none"), settings \(showsSettings)")
    NavigationView {
      VStack {
        Text("Open: \(selected ?? "none"), settings \(showsSettings)")
        ForEach(["Mail", "Notes"], id: \.self) { folder in
          NavigationLink(
            destination: VStack {
              Text("Folder \(folder)")
              Button("Close") { selected = nil }
            },
            tag: folder, selection: $selected
          ) {
            Text(folder)
          }
        }
        NavigationLink(
          "Settings", destination: Text("Settings page"),
          isActive: $showsSettings)
        Button("Open Mail") { selected = "Mail" }
      }
    }
  }
}

extension Engine {
  /// `NavigationLink(destination:tag:selection:label:)`: "a view that navigates to a destination
  /// view when the bound selection variable equals a given tag value"; `isActive:` "a binding to
  /// a Boolean value that indicates whether destination is currently presented" (Apple's
  /// documentation, both deprecated in iOS 16 and still available).
  @Suite struct NavigationLinkActivation {
    @Test func aTaggedLinkSelectsItsTagWhilePushed() throws {
      let host = ViewHost(Folders())
      try host.open("Notes")
      #expect(host.snapshotHTML().contains("Folder Notes"))
      #expect(host.reports.last?.console == ["open Notes, settings false"])
      try host.back()
      #expect(host.reports.last?.console == ["open none, settings false"])
      #expect(host.snapshotHTML().contains("Open: none, settings false"))
    }

    @Test func anActiveLinkIsTrueWhilePushed() throws {
      let host = ViewHost(Folders())
      try host.open("Settings")
      #expect(host.snapshotHTML().contains("Settings page"))
      #expect(host.reports.last?.console == ["open none, settings true"])
      try host.back()
      #expect(host.reports.last?.console == ["open none, settings false"])
    }

    /// Setting the selection from code navigates too: the link whose tag it holds is pushed, and
    /// clearing it pops ("when the bound selection variable equals a given tag value").
    @Test func settingTheSelectionFromCodePushesAndPops() throws {
      let host = ViewHost(Folders())
      try host.tap("Open Mail")
      #expect(host.snapshotHTML().contains("Folder Mail"))
      #expect(host.snapshotHTML().contains("<button class=\"ui-back\">Back</button>"))
      try host.tap("Close")
      #expect(host.snapshotHTML().contains("Open: none, settings false"))
      #expect(!host.snapshotHTML().contains("ui-back"))
    }
  }
}
