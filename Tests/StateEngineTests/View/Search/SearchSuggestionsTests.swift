import Testing

@testable import EngineHost
@testable import StateEngine

private struct Pantry: View {
  @State private var query = ""
  let spices = ["Cumin", "Clove", "Saffron"]

  var body: some View {
    NavigationStack {
      List(spices.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) {
        Text("Jar of \($0)")
      }
      .searchable(text: $query, prompt: "Spice") {
        Text("Saffron, the dearest").searchCompletion("Saffron")
        Button("Only cloves") { query = "Clove" }
      }
    }
  }
}

/// Suggestions given to the searchable view afterwards, one hidden where they render in the
/// content, and the searched view drawing its own when that is where they render.
private struct Greenhouse: View {
  @State private var query = ""

  var body: some View {
    NavigationStack {
      Conservatory()
        .searchable(text: $query)
        .searchSuggestions {
          Text("Fern").searchCompletion("Fern")
          Text("Hidden moss").searchSuggestions(.hidden, for: .content)
        }
      Text("Query: \(query)")
    }
  }
}

private struct Conservatory: View {
  @Environment(\.searchSuggestionsPlacement) private var placement

  var body: some View {
    Text(placement == .content ? "suggestions in content" : "placement \(placement.name)")
  }
}

extension Engine {
  /// "The interface presents the suggestion views as a list of choices when someone activates the
  /// search interface associated with this view" (Apple's documentation of `searchSuggestions(_:)`);
  /// `searchCompletion(_:)` gives the string that replaces the search text when the suggestion is
  /// selected; in iOS, automatic suggestions "render as a list overlaying the main content"
  /// (`SearchSuggestionsPlacement.automatic`), the placement the searched view reads.
  @Suite struct SearchSuggestionsTests {
    @Test func suggestionsShowOnlyWhileTheSearchIsActive() throws {
      let host = ViewHost(Pantry())
      #expect(!host.snapshotHTML().contains("Saffron, the dearest"))
      try host.focus("Spice")
      let html = host.snapshotHTML()
      let suggestion = try #require(html.range(of: ">Saffron, the dearest<"))
      let field = try #require(html.range(of: "placeholder=\"Spice\""))
      #expect(field.lowerBound < suggestion.lowerBound)
      try host.tap("Cancel")
      #expect(!host.snapshotHTML().contains("Saffron, the dearest"))
    }

    @Test func tappingACompletionWritesTheSearchText() throws {
      let host = ViewHost(Pantry())
      try host.focus("Spice")
      try host.tap("Saffron, the dearest")
      let html = host.snapshotHTML()
      #expect(html.contains(">Jar of Saffron<") && !html.contains(">Jar of Cumin<"))
      try host.tap("Only cloves")
      #expect(host.snapshotHTML().contains(">Jar of Clove<"))
    }

    @Test func suggestionsGivenAfterwardsShowAndHiddenOnesDoNot() throws {
      let host = ViewHost(Greenhouse())
      #expect(host.snapshotHTML().contains(">suggestions in content<"))
      try host.type("F", into: "Search")
      let html = host.snapshotHTML()
      #expect(html.contains(">Fern<") && !html.contains("Hidden moss"))
      try host.tap("Fern")
      #expect(host.snapshotHTML().contains(">Query: Fern<"))
    }

    @Test func outsideASearchableViewThePlacementIsAutomatic() {
      let host = ViewHost(Conservatory())
      #expect(host.snapshotHTML().contains(">placement automatic<"))
    }

    @Test func aCompletionOutsideSuggestionsIsTheViewAlone() throws {
      let host = ViewHost(Text("Plain").searchCompletion("x"))
      #expect(throws: HostError.self) { try host.tap("Plain") }
      #expect(host.snapshotHTML().contains(">Plain<"))
    }
  }
}
