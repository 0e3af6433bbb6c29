import Testing

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
  @Suite struct Performance {
    /// Debug builds are far slower than release; this guards against accidental quadratic work.
    @Test func mountingAndUpdatingTwoHundredViewsIsFast() throws {
      let clock = ContinuousClock()
      var host: ViewHost!
      let elapsed = try clock.measure {
        host = ViewHost(Grid())
        try host.tap("Tick")
      }
      #expect(host.reports[0].bodies.count == 201)
      #expect(host.reports[1].bodies.count == 101)
      #expect(elapsed < .milliseconds(250))
    }
  }
}
