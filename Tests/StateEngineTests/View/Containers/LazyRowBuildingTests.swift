import Testing

@testable import EngineHost
@testable import StateEngine

private struct PrintingRows: View {
  @State private var suffix = ""

  var body: some View {
    VStack {
      Button("Mark") { suffix = "!" }
      List(0..<100, id: \.self) { index in
        let _ = print("building row \(index)")
        Text("Row \(index)\(suffix)")
      }
    }
  }
}

extension Engine {
  @Suite struct LazyRowBuilding {
    /// A List row is created when it comes on screen ("The stack is 'lazy,' in that the stack
    /// view doesn't create items until it needs to render them onscreen", Apple's documentation
    /// of `LazyVStack`; List rows likewise, WWDC20 "Stacks, Grids, and Outlines in SwiftUI"):
    /// the row's closure runs, and prints, when the row is built.
    @Test func aRowsClosureRunsWhenTheRowIsScrolledIntoView() throws {
      let host = ViewHost(PrintingRows())
      let rows = Primitive.rowsPerScreen
      #expect(host.reports[0].console == (0..<rows).map { "building row \($0)" })
      try host.scroll(to: "Row \(rows)")
      #expect(host.reports[1].console == (rows..<2 * rows).map { "building row \($0)" })
    }

    /// What a row's closure reads is read by the body that built the list: changing it rebuilds
    /// the rows on screen.
    @Test func aValueTheClosureReadsUpdatesTheBuiltRows() throws {
      let host = ViewHost(PrintingRows())
      try host.tap("Mark")
      #expect(host.snapshotHTML().contains("Row 0!"))
      #expect(host.reports[1].console.count == Primitive.rowsPerScreen)
    }
  }
}
