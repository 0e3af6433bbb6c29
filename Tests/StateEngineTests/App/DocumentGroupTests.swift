import Testing

@testable import EngineHost
@testable import StateEngine

private struct Note: FileDocument {
  var text = "Draft"
}

private struct NoteEditor: View {
  @Binding var note: Note

  var body: some View {
    VStack {
      Text(note.text)
      Button("Sign") { note.text += ", signed" }
    }
  }
}

private struct NotesApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: Note()) { file in
      NoteEditor(note: file.$document)
    }
  }
}

private struct ViewerApp: App {
  var body: some Scene {
    DocumentGroup(viewing: Note.self) { file in
      Text(file.document.text)
    }
  }
}

extension Engine {
  /// `DocumentGroup(newDocument:editor:)` is "a scene that enables support for opening, creating,
  /// and saving documents", whose editor gets the document through a
  /// `FileDocumentConfiguration` with a `document` binding (Apple's documentation of each). There
  /// is no document browser: the app opens one new document, and the editor's edits change it.
  @Suite struct DocumentGroups {
    @Test func anAppOpensANewDocumentInItsEditor() throws {
      let host = ViewHost(NotesApp())
      #expect(host.snapshotHTML().contains(">Draft<"))
      try host.tap("Sign")
      #expect(host.snapshotHTML().contains(">Draft, signed<"))
    }

    @Test func aViewerHasNoDocumentToShow() {
      #expect(!ViewHost(ViewerApp()).snapshotHTML().contains("Draft"))
    }
  }
}
