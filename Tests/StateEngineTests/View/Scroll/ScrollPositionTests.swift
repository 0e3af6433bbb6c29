import Testing

@testable import EngineHost
@testable import StateEngine

/// A gallery of numbered frames that reports which frame the scroll view shows.
private struct FilmStrip: View {
  @State private var shown: Int?

  var body: some View {
    // Read by this body, not by the reader's content, which runs apart from it.
    Text("Frame \(shown.map(String.init) ?? "none")")
    ScrollViewReader { proxy in
      VStack {
        Button("Skip ahead") { proxy.scrollTo(30) }
        ScrollView {
          LazyVStack {
            ForEach(0..<60, id: \.self) { Text("Still \($0)") }
          }
          .scrollTargetLayout()
        }
        .scrollPosition(id: $shown)
      }
    }
  }
}

extension Engine {
  /// `scrollPosition(id:anchor:)` "associates a binding to be updated when a scroll view within
  /// this view scrolls" (Apple's documentation): the engine's scrolls, by `scrollTo` or by the
  /// scenario, set it to the id of the row they bring into view.
  @Suite struct ScrollPositions {
    @Test func scrollingToARowSetsThePosition() throws {
      let host = ViewHost(FilmStrip())
      #expect(host.snapshotHTML().contains(">Frame none<"))
      try host.tap("Skip ahead")
      #expect(host.snapshotHTML().contains(">Frame 30<"))
    }

    @Test func theScenariosScrollSetsThePosition() throws {
      let host = ViewHost(FilmStrip())
      try host.scroll(to: "Still 45")
      #expect(host.snapshotHTML().contains(">Frame 45<"))
    }
  }
}
