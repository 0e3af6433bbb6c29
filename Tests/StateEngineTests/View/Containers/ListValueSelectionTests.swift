import Testing

@testable import EngineHost
@testable import StateEngine

private struct Planet: Identifiable, Hashable {
  let id: Int
  let name: String
}

private struct Planets: View {
  private let planets = [Planet(id: 1, name: "Mercury"), Planet(id: 2, name: "Venus")]
  @State private var chosen: Planet?
  @State private var marked: Set<Planet> = []

  var body: some View {
    VStack {
      Text(
        "Chosen \(chosen?.name ?? "none"), marked \(marked.map(\.name).sorted().joined(separator: ","))"
      )
      List(planets, selection: $chosen) { planet in
        Text(planet.name).tag(planet)
      }
      List(planets, id: \.name, selection: $marked) { planet in
        Text("Mark \(planet.name)").tag(planet)
      }
    }
  }
}

extension Engine {
  /// `List` is generic over its `SelectionValue`, any `Hashable`: "the list ... identifies
  /// selected rows by their tag" (Apple's documentation of `List`, "Supporting selection in
  /// lists"), so a list over identifiable data can select the elements themselves.
  @Suite struct ListValueSelection {
    @Test func rowsTaggedWithTheirElementSelectThem() throws {
      let host = ViewHost(Planets())
      try host.tap("Venus")
      #expect(host.snapshotHTML().contains("Chosen Venus, marked <"))
      try host.tap("Mark Mercury")
      #expect(host.snapshotHTML().contains("Chosen Venus, marked Mercury<"))
    }
  }
}
