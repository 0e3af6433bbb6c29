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
  }
}
