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

/// A mailbox whose bar holds a close button, a compose button and, beside them, a view given to
/// `toolbar` without an item; its status line goes to the bottom bar.
private struct Mailbox: View {
  @State private var drafts = 0

  var body: some View {
    NavigationStack {
      Text("\(drafts) drafts")
        .navigationTitle("Inbox")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
          ToolbarItem(placement: .navigationBarTrailing) {
            Button("Compose") { drafts += 1 }
          }
          Text("Online")
          ToolbarItem(placement: .bottomBar) { Text("Synced") }
        }
    }
  }
}

/// A principal item in place of the title; outside a stack the same items stay below the content.
private struct Ruler: View {
  let inStack: Bool

  var body: some View {
    let content = Text("Ruler")
      .navigationTitle("Units")
      .toolbar {
        ToolbarItem(placement: .principal) { Text("Centimetres") }
      }
    if inStack {
      NavigationStack { content }
    } else {
      content
    }
  }
}

extension Engine {
  @Suite struct Toolbars {
    /// In a navigation stack the bar holds the items placed there: "In iOS, iPadOS, tvOS, and
    /// watchOS, the system places `cancellationAction` items on the leading edge of the navigation
    /// bar"; `navigationBarTrailing` "Places the item in the trailing edge of the navigation bar"
    /// (Apple's documentation of `ToolbarItemPlacement`); "In iOS, and tvOS, the system places
    /// items in the trailing position of the navigation bar" for `automatic`, the placement of a
    /// view given without an item. A bottom bar item stays below.
    @Test func aStacksBarHoldsItsLeadingAndTrailingItems() throws {
      let host = ViewHost(Mailbox())
      #expect(
        host.snapshotHTML()
          == "<div class=\"ui-navigation\"><nav class=\"ui-navbar\">"
          + "<div class=\"ui-bar-leading\"><button class=\"ui-button\">Close</button></div>"
          + "<h1 class=\"ui-title\">Inbox</h1>"
          + "<div class=\"ui-bar-trailing\"><button class=\"ui-button\">Compose</button>"
          + "<p class=\"ui-text\">Online</p></div></nav>"
          + "<p class=\"ui-text\">0 drafts</p>"
          + "<div class=\"ui-toolbar\"><p class=\"ui-text\">Synced</p></div></div>")
      try host.tap("Compose")
      #expect(host.snapshotHTML().contains(">1 drafts<"))
    }

    /// "In iOS, iPadOS, and tvOS, the system places the principal item in the center of the
    /// navigation bar. This item takes precedent over a title specified through
    /// `View/navigationTitle`." (Apple's documentation of `ToolbarItemPlacement.principal`)
    /// Without a stack there is no bar, and the engine keeps the item in the toolbar box.
    @Test func aPrincipalItemTakesTheTitlesPlace() throws {
      let inStack = ViewHost(Ruler(inStack: true)).snapshotHTML()
      #expect(
        inStack.contains("<nav class=\"ui-navbar\"><p class=\"ui-text\">Centimetres</p></nav>"))
      #expect(!inStack.contains("ui-title"))
      let alone = ViewHost(Ruler(inStack: false)).snapshotHTML()
      #expect(
        alone.contains("<div class=\"ui-toolbar\"><p class=\"ui-text\">Centimetres</p></div>"))
    }

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
