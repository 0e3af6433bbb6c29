import Testing

@testable import EngineHost
@testable import StateEngine

private struct Cell: View {
  let index: Int
  let value: Int
  var body: some View { Text("\(index): \(value)") }
}

private struct Grid: View {
  @State var tick = 0

  var body: some View {
    VStack {
      Button("Tick") { tick += 1 }
      ForEach(0..<200) { index in
        Cell(index: index, value: index.isMultiple(of: 2) ? tick : 0)
      }
    }
  }
}

extension Engine {
  /// The benchmark's tree (`.ci/bench/engine.sh` times it in a release build): a tap re-runs
  /// exactly the half of the rows whose input changed.
  @Suite struct TwoHundredViews {
    @Test func aTapRerunsOnlyTheRowsWhoseInputChanged() throws {
      let host = ViewHost(Grid())
      try host.tap("Tick")
      #expect(host.reports[0].bodies.count == 201)
      #expect(host.reports[1].bodies.count == 101)
      #expect(host.reports[1].bodies.allSatisfy { $0.view == "Grid" || $0.view == "Cell" })
    }
  }
}
