import Testing

@testable import EngineHost
@testable import StateEngine

private struct Chooser: View {
  @State private var picked: String?
  @State private var many: Set<Int> = [1, 2]

  var body: some View {
    VStack {
      Text("Picked \(picked ?? "none"), many \(many.sorted())")
      List(selection: $picked) {
        Section("Fruit") {
          Text("Fig").tag("Fig")
          Text("Kiwi").tag("Kiwi")
        }
        Button("Reset") { picked = nil }
      }
      List(0..<3, id: \.self, selection: $many) { Text("Number \($0)") }
    }
  }
}

private struct SplitWithStack: View {
  @State private var chosen: String?

  var body: some View {
    NavigationSplitView {
      List(["Mail", "Notes"], id: \.self, selection: $chosen) { Text($0) }
    } detail: {
      NavigationStack {
        VStack {
          Text("Folder \(chosen ?? "")")
          NavigationLink("Open message") { Text("A message") }
        }
      }
    }
  }
}

extension Engine {
  @Suite struct ListSelections {
    /// `List(selection:)` with an optional value selects the row tagged with it; with a `Set`,
    /// outside edit mode, the row tapped becomes the only one selected (Apple's documentation of
    /// `List`, "Supporting selection in lists"). A row that is a button stays a button.
    @Test func tappingARowSelectsItsTag() throws {
      let host = ViewHost(Chooser())
      try host.tap("Kiwi")
      #expect(host.snapshotHTML().contains("Picked Kiwi, many [1, 2]"))
      try host.tap("Number 0")
      #expect(host.snapshotHTML().contains("many [0]"))
      try host.tap("Reset")
      #expect(host.snapshotHTML().contains("Picked none"))
    }

    /// A stack in the detail column keeps its own pushes; `back` pops them first, then the
    /// detail column itself.
    @Test func aStackInTheDetailPushesInsideTheSplitView() throws {
      let host = ViewHost(SplitWithStack())
      try host.tap("Notes")
      try host.open("Open message")
      #expect(host.snapshotHTML().contains("A message"))
      try host.back()
      #expect(host.snapshotHTML().contains("Folder Notes"))
      try host.back()
      #expect(host.snapshotHTML().contains("Mail") && !host.snapshotHTML().contains("Folder"))
    }
  }
}
