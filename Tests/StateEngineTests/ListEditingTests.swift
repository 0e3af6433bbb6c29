import Testing

@testable import EngineHost
@testable import StateEngine

private struct Chore: Identifiable {
  let id: Int
  let title: String
}

private struct Chores: View {
  @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]

  var body: some View {
    NavigationStack {
      List {
        ForEach(chores) { Text($0.title) }
          .onDelete { chores.remove(atOffsets: $0) }
          .onMove { chores.move(fromOffsets: $0, toOffset: $1) }
      }
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
        ToolbarItem(placement: .navigationBarLeading) {
          Button("Drop first") { chores.remove(atOffsets: [0]) }
        }
      }
    }
  }
}

/// Done chores in a section, deletable only, under a row that is not the ForEach's.
private struct DoneChores: View {
  @State private var done = [Chore(id: 3, title: "Ironing")]

  var body: some View {
    VStack {
      EditButton()
      List {
        Section("Done") {
          ForEach(done) { Text($0.title) }
            .onDelete { done.remove(atOffsets: $0) }
        }
        Text("Add a chore")
      }
    }
  }
}

extension Engine {
  @Suite struct ListEditing {
    @Test func removeAtOffsetsRemovesEveryOffsetOfTheOriginal() {
      var letters = ["a", "b", "c", "d", "e"]
      letters.remove(atOffsets: [1, 3])
      #expect(letters == ["a", "c", "e"])
    }

    @Test func moveInsertsBeforeTheElementThatWasAtTheDestination() {
      var letters = ["a", "b", "c", "d", "e"]
      letters.move(fromOffsets: [0, 2], toOffset: 4)
      #expect(letters == ["b", "d", "a", "c", "e"])
      letters.move(fromOffsets: [4], toOffset: 0)
      #expect(letters == ["e", "b", "d", "a", "c"])
      letters.move(fromOffsets: [1], toOffset: 5)
      #expect(letters == ["e", "d", "a", "c", "b"])
    }

    @Test func editableRowsRenderAndToolbarButtonsWork() throws {
      let host = ViewHost(Chores())
      #expect(
        host.snapshotHTML().contains(
          "<nav class=\"ui-navbar\"><div class=\"ui-bar-leading\"><button class=\"ui-button\">Drop first</button></div>"
            + "<div class=\"ui-bar-trailing\"><button class=\"ui-button\">Edit</button></div></nav>"
            + "<ul class=\"ui-list\"><li><p class=\"ui-text\">Dishes</p></li><li><p class=\"ui-text\">Laundry</p></li></ul>"))
      try host.tap("Drop first")
      #expect(!host.snapshotHTML().contains("Dishes"))
      #expect(host.snapshotHTML().contains("Laundry"))
    }

    /// "A List with a ForEach that's configured with the onDelete(perform:) or onMove(perform:)
    /// modifier provides controls to delete or move list items while in edit mode" (Apple's
    /// documentation of `EditMode`): the preview draws them on the rows of that ForEach only.
    @Test func inEditModeAListDrawsItsRowsControls() throws {
      let host = ViewHost(Chores())
      try host.tap("Edit")
      #expect(
        host.snapshotHTML().contains(
          "<ul class=\"ui-list\"><li data-editing=\"delete move\"><p class=\"ui-text\">Dishes</p></li>"
            + "<li data-editing=\"delete move\"><p class=\"ui-text\">Laundry</p></li></ul>"))
      try host.tap("Done")
      #expect(!host.snapshotHTML().contains("data-editing"))

      let done = ViewHost(DoneChores())
      try done.tap("Edit")
      let html = done.snapshotHTML()
      #expect(html.contains("<li data-editing=\"delete\"><p class=\"ui-text\">Ironing</p></li>"))
      #expect(html.contains("<li><p class=\"ui-text\">Add a chore</p></li>"))
    }

    /// `EditButton`: "A button that toggles the edit mode environment value" (Apple's
    /// documentation): "Edit" becomes "Done", and a passed-down `editMode` binding follows it.
    @Test func editButtonTogglesItsLabelAndAPassedDownEditMode() throws {
      let host = ViewHost(Chores())
      try host.tap("Edit")
      #expect(host.snapshotHTML().contains("<button class=\"ui-button\">Done</button>"))
      try host.tap("Done")
      #expect(host.snapshotHTML().contains("<button class=\"ui-button\">Edit</button>"))

      struct Editor: View {
        @State private var mode = EditMode.inactive
        var body: some View {
          VStack {
            EditButton()
            Text(mode.isEditing ? "editing" : "browsing")
          }
          .environment(\.editMode, $mode)
        }
      }
      let editor = ViewHost(Editor())
      try editor.tap("Edit")
      #expect(editor.snapshotHTML().contains("editing"))
      #expect(editor.snapshotHTML().contains(">Done</button>"))
    }
  }
}
