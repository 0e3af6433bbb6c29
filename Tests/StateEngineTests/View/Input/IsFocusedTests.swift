import Testing

@testable import EngineHost
@testable import StateEngine

/// Reads the environment's focus the way a focusable row's own view does.
private struct FocusBadge: View {
  @Environment(\.isFocused) private var isFocused
  let name: String

  var body: some View { Text("\(name) is \(isFocused ? "focused" : "unfocused")") }
}

private struct Playlist: View {
  enum Track: Hashable { case intro, outro }
  @State private var title = ""
  @FocusState private var track: Track?
  @FocusState private var editingTitle: Bool

  var body: some View {
    VStack {
      FocusBadge(name: "intro").focusable().focused($track, equals: .intro)
      FocusBadge(name: "outro").focusable().focused($track, equals: .outro)
      FocusBadge(name: "header")
      HStack {
        TextField("Title", text: $title)
        FocusBadge(name: "title row")
      }
      .focused($editingTitle)
      Button("Pick intro") { track = .intro }
      Button("Pick outro") { track = .outro }
    }
  }
}

extension Engine {
  /// `EnvironmentValues.isFocused` (iOS 15): "whether the nearest focusable ancestor has focus".
  /// Focus moves through `.focused` bindings here, so the nearest one decides.
  @Suite struct IsFocusedTests {
    @Test func isFocusedFollowsTheNearestFocusedBinding() throws {
      let host = ViewHost(Playlist())
      #expect(host.snapshotHTML().contains(">intro is unfocused<"))
      #expect(host.snapshotHTML().contains(">outro is unfocused<"))
      try host.tap("Pick intro")
      #expect(host.snapshotHTML().contains(">intro is focused<"))
      #expect(host.snapshotHTML().contains(">outro is unfocused<"))
      try host.tap("Pick outro")
      #expect(host.snapshotHTML().contains(">intro is unfocused<"))
      #expect(host.snapshotHTML().contains(">outro is focused<"))
      #expect(host.snapshotHTML().contains(">header is unfocused<"))
    }

    @Test func focusingAFieldFocusesWhatItsBindingWraps() throws {
      let host = ViewHost(Playlist())
      #expect(host.snapshotHTML().contains(">title row is unfocused<"))
      try host.focus("Title")
      #expect(host.snapshotHTML().contains(">title row is focused<"))
      #expect(host.snapshotHTML().contains(">header is unfocused<"))
    }
  }
}
