import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Climber: Identifiable {
  let id: Int
  var name: String
  var peaks: Int
}

private struct Climbers: View {
  @State private var climbers = [
    Climber(id: 1, name: "Tenzing", peaks: 9), Climber(id: 2, name: "Junko", peaks: 7),
  ]
  @State private var chosen: Climber.ID?
  @State private var order = [KeyPathComparator(\Climber.name)]

  var body: some View {
    VStack {
      Text("Chosen \(chosen.map(String.init) ?? "none")")
      Table(climbers, selection: $chosen, sortOrder: $order) {
        TableColumn("Name", value: \.name)
        TableColumn("Peaks") { climber in Text("\(climber.peaks) peaks") }
          .width(min: 40, max: 80)
      }
      .onChange(of: order) { _, order in climbers.sort(using: order) }
      Table(climbers) {
        TableColumn("Peaks", value: \.peaks) { climber in Text("\(climber.peaks) summits") }
        TableColumn("Name", value: \.name)
      }
    }
  }
}

/// A rope inventory whose rows a builder lists: the stored ropes, then a spare one.
private struct RopeRows: View {
  let ropes = [Climber(id: 1, name: "Static", peaks: 1), Climber(id: 2, name: "Dynamic", peaks: 3)]
  @State private var chosen: Climber.ID?

  var body: some View {
    VStack {
      Text("Rope \(chosen.map(String.init) ?? "none")")
      Table(of: Climber.self, selection: $chosen) {
        TableColumn("Rope", value: \.name)
      } rows: {
        ForEach(ropes)
        TableRow(Climber(id: 9, name: "Spare", peaks: 0))
      }
      Table(of: Climber.self) {
        TableColumn("Uses") { rope in Text("\(rope.peaks) uses") }
      } rows: {
        ForEach(ropes) { rope in TableRow(rope) }
      }
    }
  }
}

extension Engine {
  /// "In a compact horizontal size class environment, the table shows only the first column"
  /// and "you can make rows selectable" with a binding to row identifiers (Apple's documentation
  /// of `Table`): on an iPhone a table is the list of its first column's cells.
  @Suite struct Tables {
    @Test func aCompactTableShowsItsFirstColumn() {
      let html = ViewHost(Climbers()).snapshotHTML()
      #expect(html.contains(">Tenzing<") && html.contains(">Junko<"))
      #expect(html.contains(">9 summits<") && html.contains(">7 summits<"))
      #expect(!html.contains(">9 peaks<"))
      #expect(html.contains("<ul class=\"ui-list\">"))
    }

    @Test func aRowIsSelectedByItsIdentifier() throws {
      let host = ViewHost(Climbers())
      try host.tap("Junko")
      #expect(host.snapshotHTML().contains(">Chosen 2<"))
    }

    /// `Table(of:columns:rows:)`: "a table that creates its rows from the rows builder"; a
    /// `ForEach` over identifiable data "creates table rows" for each element (Apple's
    /// documentation of `Table` and `ForEach`).
    @Test func rowsFromABuilderAreTheTablesRowsInOrder() throws {
      let host = ViewHost(RopeRows())
      let html = host.snapshotHTML()
      let names = ["Static", "Dynamic", "Spare"].map { html.range(of: ">\($0)<")?.lowerBound }
      #expect(names.allSatisfy { $0 != nil })
      #expect(names.compactMap { $0 } == names.compactMap { $0 }.sorted())
      #expect(html.contains(">1 uses<") && html.contains(">3 uses<"))
      try host.tap("Spare")
      #expect(host.snapshotHTML().contains(">Rope 9<"))
    }
  }
}
