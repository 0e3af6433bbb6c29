import Testing

@testable import EngineHost
@testable import StateEngine

private struct NumberRow: View {
  let index: Int
  let tick: Int

  var body: some View {
    Text("Row \(index) \(tick)")
  }
}

private struct HundredRowList: View {
  @State private var tick = 0

  var body: some View {
    VStack {
      Button("Tick") { tick += 1 }
      List(0..<100, id: \.self) { NumberRow(index: $0, tick: tick) }
    }
  }
}

private struct HundredRowLazyStack: View {
  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(0..<100) { NumberRow(index: $0, tick: 0) }
      }
    }
  }
}

private struct HundredRowStack: View {
  var body: some View {
    ScrollView {
      VStack {
        ForEach(0..<100) { NumberRow(index: $0, tick: 0) }
      }
    }
  }
}

extension Engine {
  @Suite struct LazyContainers {
    /// "The stack is 'lazy,' in that the stack view doesn't create items until it needs to render
    /// them onscreen" (Apple's documentation of `LazyVStack`); List rows are created lazily the same
    /// way (WWDC20 "Stacks, Grids, and Outlines in SwiftUI"). Rows never built never re-run.
    @Test func aHundredRowListBuildsAndRerunsOnlyTheVisibleRows() throws {
      let host = ViewHost(HundredRowList())
      let rows = Primitive.rowsPerScreen
      #expect(host.reports[0].bodies.count == 1 + rows)
      #expect(host.snapshotHTML().contains("Row \(rows - 1) 0"))
      #expect(!host.snapshotHTML().contains("Row \(rows) 0"))
      try host.tap("Tick")
      #expect(
        bodyNames(host.reports[1]) == ["HundredRowList"]
          + Array(repeating: "NumberRow", count: rows))
    }

    @Test func scrollingBuildsTheRowsOnTheWay() throws {
      let host = ViewHost(HundredRowList())
      try host.scroll(to: "Row 40 0")
      #expect(host.snapshotHTML().contains("Row 40 0"))
      let built = host.reports[1].bodies.count
      #expect(built == 2 * Primitive.rowsPerScreen)
      try host.tap("Tick")
      #expect(host.reports[2].bodies.count == 1 + 3 * Primitive.rowsPerScreen)
      #expect(throws: HostError.self) { try host.scroll(to: "Row 100 1") }
    }

    @Test func lazyStacksAreLazyAndPlainStacksAreNot() {
      #expect(
        ViewHost(HundredRowLazyStack()).reports[0].bodies.count == 1 + Primitive.rowsPerScreen)
      #expect(ViewHost(HundredRowStack()).reports[0].bodies.count == 101)
    }
  }
}
