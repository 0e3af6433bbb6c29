import Testing

@testable import EngineHost
@testable import StateEngine

/// The well-known trap: the body never reads `number`, so tapping does not re-run it, and the sheet
/// is built from the closure of the first body run, whose `number` is still 0. OpenSwiftUI's
/// `State.getValue(forReading:)` returns the value installed with the view while the graph updates.
private struct StaleSheet: View {
  @State private var showsSheet = false
  @State private var number = 0

  var body: some View {
    Button("Show 1") {
      number = 1
      showsSheet = true
    }
    .sheet(isPresented: $showsSheet) {
      Text("n = \(number)")
    }
  }
}

/// The fix: the body reads `number`, so the write re-runs it and the sheet gets a fresh closure.
private struct FreshSheet: View {
  @State private var showsSheet = false
  @State private var number = 0

  var body: some View {
    VStack {
      Text("number \(number)")
      Button("Show 1") {
        number = 1
        showsSheet = true
      }
    }
    .sheet(isPresented: $showsSheet) {
      Text("n = \(number)")
    }
  }
}

private struct Note: Identifiable {
  let id: Int
  let title: String
}

private struct NoteList: View {
  @State private var selected: Note?
  @State private var dismissals = 0

  var body: some View {
    VStack {
      Text("Dismissed \(dismissals)")
      Button("Open") { selected = Note(id: 1, title: "Groceries") }
    }
    .sheet(item: $selected, onDismiss: { dismissals += 1 }) { note in
      Text(note.title)
    }
  }
}

private struct Cover: View {
  @State private var covers = false

  var body: some View {
    Button("Cover") { covers = true }
      .fullScreenCover(isPresented: $covers) { Text("Covered") }
  }
}

extension Engine {
  @Suite struct Sheets {
    @Test func aSheetShowsTheValueOfItsPresentersLastBodyRun() throws {
      let host = ViewHost(StaleSheet())
      try host.tap("Show 1")
      #expect(
        host.snapshotHTML().contains("<div class=\"ui-sheet\"><p class=\"ui-text\">n = 0</p></div>")
      )
      #expect(host.reports[1].bodies.isEmpty)
    }

    @Test func readingTheValueInTheBodyGivesTheSheetTheNewOne() throws {
      let host = ViewHost(FreshSheet())
      try host.tap("Show 1")
      #expect(
        host.snapshotHTML().contains("<div class=\"ui-sheet\"><p class=\"ui-text\">n = 1</p></div>")
      )
      #expect(bodyNames(host.reports[1]) == ["FreshSheet"])
    }

    /// `sheet(item:onDismiss:content:)`: dismissing writes nil back, then `onDismiss` runs.
    @Test func anItemSheetWritesNilBackAndCallsOnDismiss() throws {
      let host = ViewHost(NoteList())
      try host.tap("Open")
      #expect(
        host.snapshotHTML().contains(
          "<div class=\"ui-sheet\"><p class=\"ui-text\">Groceries</p></div>"))
      try host.dismiss()
      #expect(!host.snapshotHTML().contains("ui-sheet"))
      #expect(host.snapshotHTML().contains("Dismissed 1"))
    }

    @Test func aFullScreenCoverIsALayerOfItsOwnKind() throws {
      let host = ViewHost(Cover())
      try host.tap("Cover")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<div class=\"ui-sheet ui-cover\"><p class=\"ui-text\">Covered</p></div>"))
      try host.dismiss()
      #expect(!host.snapshotHTML().contains("Covered"))
    }
  }
}
