import Testing

@testable import EngineHost
@testable import StateEngine

private struct Dashboard: View {
  var body: some View {
    VStack {
      GroupBox("Totals") {
        LabeledContent("Apples", value: "3")
        LabeledContent("Price") { Text("$2") }
      }
      Grid {
        GridRow {
          Text("A1")
          Text("B1").gridCellColumns(1)
        }
      }
      ContentUnavailableView {
        Label("No Mail", systemImage: "tray")
      }
      ContentUnavailableView {
        Label("Offline", systemImage: "wifi.slash")
      } description: {
        Text("Check your connection.")
      } actions: {
        Button("Retry") {}
      }
      ControlGroup {
        Button("Minus") {}
        Button("Plus") {}
      }
      .controlGroupStyle(.navigation)
    }
  }
}

private struct Cell: View {
  let index: Int
  var body: some View { Text("Cell \(index)") }
}

private struct HorizontalGrid: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHGrid(rows: [GridItem(.fixed(40))]) {
        ForEach(0..<100, id: \.self) { Cell(index: $0) }
      }
    }
  }
}

extension Engine {
  @Suite struct ContainerForms {
    /// `GroupBox(_:content:)`, `LabeledContent(_:value:)` and `LabeledContent(_:content:)`,
    /// `Grid` with `GridRow`, `ControlGroup` (Apple's documentation of each): their labels and
    /// contents show, and the controls in a control group stay controls.
    @Test func labelsAndContentsShow() throws {
      let host = ViewHost(Dashboard())
      let html = host.snapshotHTML()
      #expect(
        html.contains(
          "<div class=\"ui-groupbox\"><p class=\"ui-text\">Totals</p>"
            + "<div class=\"ui-labeledcontent\"><p class=\"ui-text\">Apples</p><p class=\"ui-text\">3</p></div>"
        ))
      #expect(html.contains("<div class=\"ui-grid\"><div class=\"ui-gridrow\">"))
      #expect(html.contains("<div class=\"ui-controlgroup\">"))
      #expect(html.contains("No Mail") && html.contains("Check your connection."))
      try host.tap("Plus")
      try host.tap("Retry")
    }

    /// "The grid is 'lazy,' in that the grid view does not create items until they are needed"
    /// (Apple's documentation of `LazyHGrid`).
    @Test func aLazyHorizontalGridBuildsOnlyAScreenful() {
      #expect(
        ViewHost(HorizontalGrid()).reports[0].bodies.count == 1 + Primitive.rowsPerScreen)
    }
  }
}
