import Testing

@testable import EngineHost
@testable import StateEngine

private struct Row: View {
  let name: String
  var body: some View { Text(name) }
}

private struct Pantry: View {
  var body: some View {
    VStack {
      Text("Pantry")
      Row(name: "Milk")
    }
  }
}

extension Engine {
  /// The snapshots of docbuild's runs mark each view of the note's own around what it shows, so a
  /// screen check can look inside one view (`shows: Milk in Row`); other hosts' snapshots are the
  /// plain screen.
  @Suite struct ViewMarks {
    @Test func markedSnapshotsNameTheViewsAroundEachText() {
      let marked = ViewHost(Pantry(), marksViews: true).snapshotHTML()
      #expect(
        marked
          == "<!--in Pantry--><div class=\"ui-vstack\"><p class=\"ui-text\">Pantry</p>"
          + "<!--in Row--><p class=\"ui-text\">Milk</p><!--/in--></div><!--/in-->")
      #expect(!ViewHost(Pantry()).snapshotHTML().contains("<!--"))
    }
  }
}
