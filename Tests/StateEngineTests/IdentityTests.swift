import Testing

@testable import EngineHost
@testable import StateEngine

private struct Tally: View {
  @State var taps = 0

  var body: some View {
    Button("Tally \(taps)") { taps += 1 }
  }
}

private struct BranchSwitch: View {
  @State var useLeft = true

  var body: some View {
    VStack {
      if useLeft {
        Tally()
      } else {
        Tally()
      }
      Button("Switch") { useLeft.toggle() }
    }
  }
}

private struct Resettable: View {
  @State var generation = 0

  var body: some View {
    VStack {
      Tally().id(generation)
      Button("Reset") { generation += 1 }
      Button("Same id") { generation += 0 }
    }
  }
}

private struct Fruit: Identifiable {
  let id: String
}

private struct FruitRow: View {
  let fruit: Fruit
  @State var likes = 0

  var body: some View {
    Button("\(fruit.id) \(likes)") { likes += 1 }
  }
}

private struct FruitList: View {
  @State var fruits = [Fruit(id: "apple"), Fruit(id: "pear")]

  var body: some View {
    List {
      ForEach(fruits) { FruitRow(fruit: $0) }
      Button("Reverse") { fruits.reverse() }
    }
  }
}

extension Engine {
  @Suite struct Identity {
    @Test func branchesOfAnIfAreDistinctIdentities() throws {
      let host = ViewHost(BranchSwitch())
      try host.tap("Tally 0")
      try host.tap("Tally 1")
      #expect(host.snapshotHTML().contains("Tally 2"))
      try host.tap("Switch")
      #expect(host.snapshotHTML().contains("Tally 0"), "the other branch starts with fresh state")
      #expect(
        host.reports.last?.bodies.map(\.path) == ["BranchSwitch", "BranchSwitch/VStack/Tally"])
    }

    @Test func aNewExplicitIDResetsState() throws {
      let host = ViewHost(Resettable())
      try host.tap("Tally 0")
      try host.tap("Same id")
      #expect(
        host.snapshotHTML().contains("Tally 1"),
        "an unchanged id keeps state (equal write is ignored)")
      try host.tap("Reset")
      #expect(host.snapshotHTML().contains("Tally 0"))
    }

    @Test func forEachKeepsStateWithTheElementID() throws {
      let host = ViewHost(FruitList())
      try host.tap("pear 0")
      try host.tap("Reverse")
      let html = host.snapshotHTML()
      let pear = try #require(html.range(of: "pear 1"))
      let apple = try #require(html.range(of: "apple 0"))
      #expect(pear.lowerBound < apple.lowerBound, "rows moved with their state")
    }
  }
}
