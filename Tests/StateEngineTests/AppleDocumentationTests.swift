import Testing

@testable import EngineHost
@testable import StateEngine

// Behaviours stated on Apple's StateObject and ObservedObject pages (seeds 000 and 001), in our own examples.

private final class Note: ObservableObject {
  @Published var title: String
  init(title: String) { self.title = title }
}

private struct NoteCard: View {
  @StateObject private var note: Note

  init(title: String) {
    _note = StateObject(wrappedValue: Note(title: title))
  }

  var body: some View {
    Text("Card \(note.title)")
  }
}

private struct NoteBoard: View {
  @State var title = "Draft"
  @State var resetsOnRename = false

  var body: some View {
    VStack {
      if resetsOnRename {
        NoteCard(title: title).id(title)
      } else {
        NoteCard(title: title)
      }
      Button("Rename") { title = "Final" }
      Toggle("Reset on rename", isOn: $resetsOnRename)
    }
  }
}

private struct Shelf: View {
  var body: some View {
    VStack {
      NoteCard(title: "Left")
      NoteCard(title: "Right")
    }
  }
}

extension Engine {
  @Suite struct AppleDocumentation {
    @Test func changingAnInputDoesNotRecreateTheStateObject() throws {
      let host = ViewHost(NoteBoard())
      try host.tap("Rename")
      #expect(host.snapshotHTML().contains("Card Draft"))
      #expect(host.reports.last?.created == [])
    }

    @Test func changingTheIdentityRecreatesIt() throws {
      let host = ViewHost(NoteBoard())
      try host.toggle("Reset on rename")
      try host.tap("Rename")
      #expect(host.snapshotHTML().contains("Card Final"))
      #expect(host.reports.last?.created == ["Note"])
      #expect(host.reports.last?.destroyed == ["Note"])
    }

    @Test func eachViewInstanceGetsItsOwnObject() {
      let host = ViewHost(Shelf())
      #expect(host.reports[0].created == ["Note", "Note"])
      #expect(host.snapshotHTML().contains("Card Left"))
      #expect(host.snapshotHTML().contains("Card Right"))
    }
  }
}
