import Testing

@testable import EngineHost
@testable import StateEngine

private struct Folder: Identifiable {
  let name: String
  var children: [Folder]? = nil
  var id: String { name }
}

private struct Files: View {
  let tree = [
    Folder(name: "Notes", children: [Folder(name: "a.md"), Folder(name: "Old", children: [])]),
    Folder(name: "todo.txt"),
  ]

  var body: some View {
    OutlineGroup(tree, children: \.children) { folder in
      Text(folder.name)
    }
  }
}

extension Engine {
  /// "A structure that computes views and disclosure groups on demand from an underlying
  /// collection of tree-structured, identified data" (Apple's documentation of `OutlineGroup`):
  /// an element whose children are not `nil` is a disclosure group, closed at first.
  @Suite struct OutlineGroups {
    @Test func branchesAreDisclosureGroupsThatOpenToTheirChildren() throws {
      let host = ViewHost(Files())
      #expect(
        host.snapshotHTML()
          == "<details class=\"ui-disclosure\"><summary>Notes</summary></details>"
          + "<p class=\"ui-text\">todo.txt</p>")
      try host.tap("Notes")
      #expect(
        host.snapshotHTML()
          == "<details class=\"ui-disclosure\" open><summary>Notes</summary>"
          + "<p class=\"ui-text\">a.md</p>"
          + "<details class=\"ui-disclosure\"><summary>Old</summary></details>"
          + "</details><p class=\"ui-text\">todo.txt</p>")
    }
  }
}
