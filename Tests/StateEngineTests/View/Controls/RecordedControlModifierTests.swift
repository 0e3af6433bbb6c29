import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct EditorPanel: View {
  @State private var isOn = false
  @State private var saves = 0
  @State private var opened: URL?

  var body: some View {
    VStack {
      Toggle("Sync", isOn: $isOn).labelsHidden()
      Button("Save \(saves)") { saves += 1 }
        .help("Saves the file")
        .contextMenu { Button("Duplicate") {} }
        .allowsHitTesting(true)
      Text("Notes").textSelection(.enabled)
    }
    .onOpenURL { opened = $0 }
  }
}

/// A list whose selected rows have a context menu (iOS 16's selection form).
private struct Shelf: View {
  @State private var picked: Set<String> = []

  var body: some View {
    List(["Dune", "Emma"], id: \.self, selection: $picked) { title in
      Text(title)
    }
    .contextMenu(forSelectionType: String.self) { titles in
      Button("Lend \(titles.count)") {}
    } primaryAction: { titles in
      picked = titles
    }
  }
}

extension Engine {
  /// `labelsHidden()`, `help(_:)`, `contextMenu(menuItems:)`, `allowsHitTesting(_:)`,
  /// `textSelection(_:)` and `onOpenURL(perform:)` change how a view is reached by pointer,
  /// keyboard or the system (Apple's documentation of each); a page has none of these, so the
  /// engine records them by name and the views stay as they were.
  @Suite struct RecordedControlModifiers {
    @Test func theViewsShowAndWorkAsWithoutThem() throws {
      let host = ViewHost(EditorPanel())
      let html = host.snapshotHTML()
      #expect(
        html.contains(
          "<label class=\"ui-toggle\" data-in=\"EditorPanel\"><span>Sync</span>"
            + "<input type=\"checkbox\" role=\"switch\"></label>"))
      #expect(html.contains("<button class=\"ui-button\">Save 0</button>"))
      #expect(!html.contains("Duplicate"))
      #expect(html.contains("<p class=\"ui-text\">Notes</p>"))
      try host.tap("Save 0")
      #expect(host.snapshotHTML().contains(">Save 1<"))
    }

    /// `contextMenu(forSelectionType:menu:primaryAction:)` "adds an item-based context menu to a
    /// view", whose closure is given "the set of items to act on" when it opens (Apple's
    /// documentation, iOS 16); like the other context menus it is recorded, the rows shown as
    /// without it and its menu not built.
    @Test func aSelectionContextMenuLeavesTheRowsAsTheyWere() throws {
      let host = ViewHost(Shelf())
      let html = host.snapshotHTML()
      #expect(html.contains(">Dune<") && html.contains(">Emma<"))
      #expect(!html.contains("Lend"))
    }
  }
}
