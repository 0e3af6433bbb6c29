import Testing

@testable import EngineHost
@testable import StateEngine

/// "You can use a ScrollViewProxy to programmatically scroll to a view that has a given identity"
/// (Apple's documentation of `ScrollViewReader`). A row a list has not built yet is built when it
/// is scrolled to, as when scrolling by hand.
private struct Row: View {
  let number: Int

  var body: some View {
    Text("Row \(number)")
  }
}

private struct JumpingList: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack {
        Button("Jump") { proxy.scrollTo(40, anchor: .top) }
        List {
          ForEach(0..<100, id: \.self) { number in
            Row(number: number)
          }
        }
      }
    }
  }
}

extension Engine {
  @Suite struct ScrollViewReaders {
    @Test func scrollingToARowBuildsTheRowsUpToIt() throws {
      let host = ViewHost(JumpingList())
      #expect(!host.snapshotHTML().contains("Row 40"))
      try host.tap("Jump")
      let built = host.reports[1].bodies.map(\.view)
      #expect(built.count == 40 - Primitive.rowsPerScreen + 1)
      #expect(built.allSatisfy { $0 == "Row" })
      #expect(host.snapshotHTML().contains("Row 40"))
      #expect(!host.snapshotHTML().contains("Row 41"))
    }
  }
}
