import Testing

@testable import EngineHost
@testable import StateEngine

/// Shows the edit mode it is in, under a name of its own.
private struct ModeBadge: View {
  let place: String
  @Environment(\.editMode) private var editMode

  var body: some View {
    Text("\(place): \(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")")
  }
}

private struct PantryShelf: View {
  @State private var showsSheet = false

  var body: some View {
    NavigationStack {
      VStack {
        ModeBadge(place: "root")
        EditButton()
        NavigationLink("Next shelf") { ModeBadge(place: "pushed") }
        Button("Open drawer") { showsSheet = true }
      }
      .sheet(isPresented: $showsSheet) {
        VStack {
          ModeBadge(place: "sheet")
          EditButton()
        }
      }
    }
  }
}

extension Engine {
  /// `editMode`: "Certain built-in views automatically alter their appearance and behavior in edit
  /// mode" and `EditButton` "toggles the edit mode environment value" (Apple's documentation). Each
  /// hosted root has a mode of its own (OpenSwiftUI's `EditModeScopeModifier`, which
  /// `_UIHostingView.makeRootView` applies): the window's root, a sheet, a pushed view.
  @Suite struct EditModeScopes {
    @Test func outsideAnyScopeTheModeIsAConstantInactiveOne() {
      let editMode = EnvironmentValues().editMode
      #expect(editMode?.wrappedValue == .inactive)
      editMode?.wrappedValue = .active
      #expect(editMode?.wrappedValue == .inactive)
    }

    @Test func anEditButtonTogglesItsScopesModeWithoutABinding() throws {
      let host = ViewHost(PantryShelf())
      #expect(host.snapshotHTML().contains(">root: browsing<"))
      try host.tap("Edit")
      #expect(host.snapshotHTML().contains(">root: editing<"))
      #expect(host.snapshotHTML().contains(">Done</button>"))
      try host.tap("Done")
      #expect(host.snapshotHTML().contains(">root: browsing<"))
    }

    @Test func aSheetHasAModeOfItsOwn() throws {
      let host = ViewHost(PantryShelf())
      try host.tap("Edit")
      try host.tap("Open drawer")
      #expect(host.snapshotHTML().contains(">sheet: browsing<"))
      try host.tap("Edit")
      #expect(host.snapshotHTML().contains(">sheet: editing<"))
      try host.dismiss()
      #expect(host.snapshotHTML().contains(">root: editing<"))
    }

    @Test func aPushedViewHasAModeOfItsOwn() throws {
      let host = ViewHost(PantryShelf())
      try host.tap("Edit")
      try host.open("Next shelf")
      #expect(host.snapshotHTML().contains(">pushed: browsing<"))
    }
  }
}
