import Testing

@testable import EngineHost
@testable import StateEngine

private struct Track {
  let title: String
}

/// A dialog about a value, with a `Text` title shown and a message built from the value.
private struct Playlist: View {
  @State private var asking = false
  @State private var selected: Track?
  @State private var removed = "nothing"

  var body: some View {
    VStack {
      Text("Removed \(removed)")
      Button("Remove Blue Train") {
        selected = Track(title: "Blue Train")
        asking = true
      }
    }
    .confirmationDialog(
      Text("Remove the track?"), isPresented: $asking, titleVisibility: .visible,
      presenting: selected
    ) { track in
      Button("Remove \(track.title)", role: .destructive) { removed = track.title }
    } message: { track in
      Text("\(track.title) leaves the playlist.")
    }
  }
}

/// A string-titled dialog about a value, without a message, whose title is not asked for.
private struct Shelf: View {
  @State private var asking = false
  @State private var moved = "nothing"

  var body: some View {
    VStack {
      Text("Moved \(moved)")
      Button("Move") { asking = true }
    }
    .confirmationDialog("Move where?", isPresented: $asking, presenting: "Atlas") { book in
      Button("Move \(book) up") { moved = book }
    }
  }
}

extension Engine {
  /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`: "the system
  /// passes the contents to the modifier's closures"; the title shows on iPhone only when asked for
  /// (`.visible`), and a standard dismiss action is added unless a button has the cancel role
  /// (Apple's documentation of `confirmationDialog`).
  @Suite struct ConfirmationDialogs {
    @Test func aDialogAboutAValuePassesItToItsActionsAndMessage() throws {
      let host = ViewHost(Playlist())
      try host.tap("Remove Blue Train")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<div class=\"ui-dialog\"><p class=\"ui-text\">Remove the track?</p>"
            + "<p class=\"ui-text\">Blue Train leaves the playlist.</p>"
            + "<button class=\"ui-button\" data-role=\"destructive\">Remove Blue Train</button>"
            + "<button class=\"ui-button\" data-role=\"cancel\" data-system>Cancel</button></div>"))
      try host.tap("Remove Blue Train", in: "dialog")
      #expect(host.snapshotHTML().contains(">Removed Blue Train<"))
      #expect(!host.snapshotHTML().contains("ui-dialog"))
    }

    @Test func aStringTitledDialogAboutAValueHidesItsTitle() throws {
      let host = ViewHost(Shelf())
      try host.tap("Move")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<div class=\"ui-dialog\"><button class=\"ui-button\">Move Atlas up</button>"
            + "<button class=\"ui-button\" data-role=\"cancel\" data-system>Cancel</button></div>"))
      try host.tap("Move Atlas up", in: "dialog")
      #expect(host.snapshotHTML().contains(">Moved Atlas<"))
    }
  }
}
