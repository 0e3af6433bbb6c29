import Testing

@testable import EngineHost
@testable import StateEngine

private struct Sidebar: View {
  let tinted: Bool

  var body: some View {
    List {
      Label("Inbox", systemImage: "tray").listItemTint(tinted ? .green : nil)
      Label("Sent", systemImage: "paperplane").listItemTint(tinted ? .monochrome : nil)
      Label("Drafts", systemImage: "doc").listItemTint(.preferred(.orange))
      Label("Trash", systemImage: "trash").listItemTint(ListItemTint.fixed(.red))
    }
  }
}

extension Engine {
  /// `listItemTint(_:)` "sets the tint effect for content in a list", a colour being the same as
  /// `.fixed` (Apple's documentation, iOS 14); the preview draws rows as plain items, so the rows
  /// show as they would untinted, each tint taking both forms.
  @Suite struct ListItemTints {
    @Test func tintedRowsShowAsUntinted() {
      let tinted = ViewHost(Sidebar(tinted: true)).snapshotHTML()
      #expect(tinted == ViewHost(Sidebar(tinted: false)).snapshotHTML())
      for title in ["Inbox", "Sent", "Drafts", "Trash"] { #expect(tinted.contains(title)) }
      #expect(!tinted.contains("ui-modified"))
    }
  }
}
