import Testing

@testable import EngineHost
@testable import StateEngine

private struct Zoo: View {
  @State private var query = ""
  @State private var isSearching = false
  let animals = ["Aardvark", "Albatross", "Bison"]

  var body: some View {
    NavigationStack {
      List(
        animals.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) },
        id: \.self
      ) { Text($0) }
      .searchable(text: $query, isPresented: $isSearching, prompt: "Find an animal")
      .navigationTitle(isSearching ? "Searching" : "Zoo")
    }
  }
}

private struct Plain: View {
  @State private var query = ""

  var body: some View {
    NavigationStack {
      Text("Results for \(query)")
        .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
    }
  }
}

extension Engine {
  /// `searchable(text:placement:prompt:)`: "Marks this view as searchable, which configures the
  /// display of a search field"; without a prompt the field reads "Search"; `isPresented` is "the
  /// presented state of the search field" (Apple's documentation of `searchable`). On an iPhone
  /// the field sits at the top of the navigation stack's screen.
  @Suite struct SearchableTests {
    @Test func typingIntoTheSearchFieldWritesTheSearchText() throws {
      let host = ViewHost(Zoo())
      #expect(host.snapshotHTML().contains(">Bison<"))
      try host.type("AL", into: "Find an animal")
      let html = host.snapshotHTML()
      #expect(html.contains(">Albatross<"))
      #expect(!html.contains(">Bison<"))
      #expect(html.contains(">Searching<"))
    }

    @Test func theFieldReadsSearchWithoutAPromptAndComesBeforeTheContent() throws {
      let host = ViewHost(Plain())
      let html = host.snapshotHTML()
      let field = try #require(html.range(of: "placeholder=\"Search\""))
      let results = try #require(html.range(of: ">Results for <"))
      #expect(field.lowerBound < results.lowerBound)
      try host.type("owl", into: "Search")
      #expect(host.snapshotHTML().contains(">Results for owl<"))
    }
  }
}
