import Testing

@testable import EngineHost
@testable import StateEngine

private struct Editor: View {
  @State private var saves = 0

  var body: some View {
    NavigationStack {
      Text("\(saves) saves")
        .toolbar(id: "editor") {
          ToolbarItem(id: "save", placement: .primaryAction) {
            Button("Save") { saves += 1 }
          }
          ToolbarItem(id: "state", placement: .status) { Text("Draft") }
          ToolbarItem(id: "share", placement: .secondaryAction, showsByDefault: false) {
            Button("Share") {}
          }
        }
    }
  }
}

extension Engine {
  /// `toolbar(id:content:)` "populates the toolbar or navigation bar with the specified items,
  /// allowing for user customization"; an item's `showsByDefault` says "whether the item is
  /// displayed by default" (Apple's documentation of `toolbar(id:content:)` and
  /// `ToolbarItem(id:placement:showsByDefault:content:)`). Nobody customizes it on a page.
  @Suite struct CustomizableToolbar {
    @Test func itemsShownByDefaultShowAndWork() throws {
      let host = ViewHost(Editor())
      let html = host.snapshotHTML()
      #expect(html.contains("<button class=\"ui-button\">Save</button>"))
      #expect(html.contains(">Draft<"))
      #expect(!html.contains("Share"))
      try host.tap("Save")
      #expect(host.snapshotHTML().contains("1 saves"))
    }
  }
}
