import Testing

@testable import EngineHost
@testable import StateEngine

/// The searched view: what it reads of the search around it.
private struct Shelf: View {
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch
  let query: String

  var body: some View {
    VStack {
      Text(isSearching ? "Looking for \(query)" : "Browsing")
      Button("Done looking") { dismissSearch() }
    }
  }
}

private struct Library: View {
  @Environment(\.isSearching) private var outerIsSearching
  @State private var query = ""

  var body: some View {
    NavigationStack {
      Shelf(query: query)
        .searchable(text: $query, prompt: "Title")
        .navigationTitle(outerIsSearching ? "Parent searching" : "Library")
        .onSubmit(of: .search) { print("searched \(query)") }
        .onSubmit { print("text submitted") }
    }
  }
}

/// `isPresented` is the search's state: the note can start and end it.
private struct Archive: View {
  @State private var query = ""
  @State private var isPresented = false

  var body: some View {
    NavigationStack {
      VStack {
        Shelf(query: query)
        Button("Start search") { isPresented = true }
        Text(isPresented ? "presented" : "not presented")
      }
      .searchable(text: $query, isPresented: $isPresented)
    }
  }
}

extension Engine {
  /// "When the user first taps or clicks in a search field, the `isSearching` property becomes
  /// true. When the user cancels the search operation, the property becomes false"; SwiftUI "sets
  /// the value in the environment of the view that you apply the searchable modifier to, and doesn't
  /// propagate the value up the view hierarchy" (Apple's documentation of `isSearching`). "When you
  /// dismiss search, SwiftUI: sets isSearching to false, clears any text from the search field,
  /// removes focus from the search field" (Apple's documentation of `DismissSearchAction`).
  @Suite struct SearchActivationTests {
    @Test func typingActivatesTheSearchForTheSearchedViewOnly() throws {
      let host = ViewHost(Library())
      #expect(host.snapshotHTML().contains(">Browsing<"))
      try host.type("Dune", into: "Title")
      let html = host.snapshotHTML()
      #expect(html.contains(">Looking for Dune<"))
      #expect(html.contains(">Library<") && !html.contains("Parent searching"))
    }

    @Test func focusingTheFieldActivatesTheSearchBeforeAnyText() throws {
      let host = ViewHost(Library())
      try host.focus("Title")
      #expect(host.snapshotHTML().contains(">Looking for <"))
    }

    /// "`search`: Defines triggers originating from search fields constructed from searchable
    /// modifiers" (Apple's documentation of `SubmitTriggers`): the field submits a search, not text.
    @Test func returnSubmitsASearchAndTheSearchStaysActive() throws {
      let host = ViewHost(Library())
      try host.type("Emma", into: "Title")
      try host.submit("Title")
      #expect(host.reports.last?.console == ["searched Emma"])
      #expect(host.snapshotHTML().contains(">Looking for Emma<"))
    }

    @Test func cancelEndsTheSearchAndClearsTheText() throws {
      let host = ViewHost(Library())
      #expect(!host.snapshotHTML().contains(">Cancel<"))
      try host.type("Ulysses", into: "Title")
      try host.tap("Cancel")
      let html = host.snapshotHTML()
      #expect(html.contains(">Browsing<"))
      #expect(!html.contains("Ulysses") && !html.contains(">Cancel<"))
    }

    @Test func dismissSearchEndsTheSearchAndDoesNothingWhenNoneIsActive() throws {
      let host = ViewHost(Library())
      try host.tap("Done looking")
      #expect(host.snapshotHTML().contains(">Browsing<"))
      try host.type("Kim", into: "Title")
      try host.tap("Done looking")
      let html = host.snapshotHTML()
      #expect(html.contains(">Browsing<") && !html.contains("Kim"))
    }

    @Test func isPresentedStartsTheSearchAndDismissingWritesItBack() throws {
      let host = ViewHost(Archive())
      try host.tap("Start search")
      #expect(host.snapshotHTML().contains(">Looking for <"))
      try host.type("Odyssey", into: "Search")
      try host.tap("Done looking")
      let html = host.snapshotHTML()
      #expect(html.contains(">not presented<") && html.contains(">Browsing<"))
    }

    @Test func outsideASearchableViewNothingIsSearching() throws {
      let host = ViewHost(Shelf(query: "x"))
      try host.tap("Done looking")
      #expect(host.snapshotHTML().contains(">Browsing<"))
    }
  }
}
