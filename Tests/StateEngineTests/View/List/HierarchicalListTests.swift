import Testing

@testable import EngineHost
@testable import StateEngine

private struct Category {
  let value: String
  var children: [Category]? = nil
}

private struct Categories: View {
  let tree = [
    Category(value: "Fruit", children: [Category(value: "Apple"), Category(value: "Pear")]),
    Category(value: "Bread"),
  ]

  var body: some View {
    List(tree, id: \.value, children: \.children) { category in
      Text(category.value)
    }
    .listStyle(SidebarListStyle())
  }
}

extension Engine {
  /// `List(_:id:children:rowContent:)` "creates a hierarchical list that identifies its rows based
  /// on a key path to the identifier of the underlying data" (Apple's documentation): its rows
  /// are those of an `OutlineGroup`, a branch closed at first.
  @Suite struct HierarchicalLists {
    @Test func aListOfATreeOpensItsBranches() throws {
      let host = ViewHost(Categories())
      let closed = host.snapshotHTML()
      #expect(closed.contains("<summary>Fruit</summary></details>"))
      #expect(closed.contains(">Bread<") && !closed.contains(">Apple<"))
      try host.tap("Fruit")
      let open = host.snapshotHTML()
      #expect(open.contains(">Apple<") && open.contains(">Pear<"))
    }
  }
}
