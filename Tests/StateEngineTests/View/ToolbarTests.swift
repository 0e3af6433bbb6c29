import Testing

@testable import EngineHost
@testable import StateEngine

/// A form with a "Done" button above the keyboard that clears focus, as iOS forms write it.
private struct AmountForm: View {
  @State private var amount = ""
  @FocusState private var isEditing: Bool

  var body: some View {
    Form {
      TextField("Amount", text: $amount).focused($isEditing)
    }
    .toolbar {
      ToolbarItemGroup(placement: .keyboard) {
        Button("Done") { isEditing = false }
      }
      ToolbarItem(placement: .primaryAction) {
        Button("Save") {}
      }
    }
  }
}

extension Engine {
  @Suite struct Toolbars {
    /// `ToolbarItemPlacement.keyboard`: "the item is placed in the keyboard section", which shows
    /// only while the keyboard is up, that is while a text field has focus (Apple's documentation
    /// of `ToolbarItemPlacement`); other placements always show.
    @Test func keyboardItemsShowOnlyWhileAFieldHasFocus() throws {
      let host = ViewHost(AmountForm())
      #expect(!host.snapshotHTML().contains(">Done<"))
      #expect(host.snapshotHTML().contains(">Save<"))
      #expect(throws: HostError.self) { try host.tap("Done") }
      try host.focus("Amount")
      #expect(host.snapshotHTML().contains(">Done<"))
      try host.tap("Done")
      #expect(!host.snapshotHTML().contains(">Done<"))
      #expect(!host.snapshotHTML().contains("ui-focused"))
    }
  }
}
