import Testing

@testable import EngineHost
@testable import StateEngine

/// A search whose field's focus the note binds, with a button that focuses it from code.
private struct Recipes: View {
  @FocusState private var fieldFocused: Bool
  @State private var query = ""
  @State private var isPresented = false

  var body: some View {
    NavigationStack {
      VStack {
        Text(fieldFocused ? "field focused" : "field idle")
        Text(isPresented ? "searching" : "not searching")
        if !fieldFocused {
          Button("Look up a dish") { fieldFocused = true }
        }
      }
      .searchable(text: $query, isPresented: $isPresented, prompt: "Dish")
      .searchFocused($fieldFocused)
    }
  }
}

/// The value form: the field has focus while the state holds the given value.
private enum Spot: Hashable { case search, notes }

private struct Journal: View {
  @FocusState private var spot: Spot?
  @State private var query = ""

  var body: some View {
    NavigationStack {
      Text(spot == .search ? "in search" : "elsewhere")
        .searchable(text: $query, prompt: "Entries")
        .searchFocused($spot, equals: .search)
    }
  }
}

extension Engine {
  /// "Modifies this view by binding the focus state of the search field associated with the
  /// nearest searchable modifier to the given Boolean value" (Apple's documentation of
  /// `searchFocused(_:)`, iOS 18): the field's focus writes the state, and the state focuses the
  /// field; a focused search field is an active search (`isSearching`).
  @Suite struct SearchFocusedTests {
    @Test func focusingTheFieldWritesTheBoundState() throws {
      let host = ViewHost(Recipes())
      #expect(host.snapshotHTML().contains(">field idle<"))
      try host.type("Soup", into: "Dish")
      let html = host.snapshotHTML()
      #expect(html.contains(">field focused<") && html.contains(">searching<"))
    }

    @Test func settingTheStateFocusesTheFieldAndStartsTheSearch() throws {
      let host = ViewHost(Recipes())
      try host.tap("Look up a dish")
      let html = host.snapshotHTML()
      #expect(html.contains(">field focused<") && html.contains(">searching<"))
      #expect(!html.contains("Look up a dish"))
    }

    @Test func cancellingTheSearchTakesTheFocusAway() throws {
      let host = ViewHost(Recipes())
      try host.tap("Look up a dish")
      try host.tap("Cancel")
      let html = host.snapshotHTML()
      #expect(html.contains(">field idle<") && html.contains(">not searching<"))
      #expect(html.contains("Look up a dish"))
    }

    @Test func theValueFormFocusesByValue() throws {
      let host = ViewHost(Journal())
      #expect(host.snapshotHTML().contains(">elsewhere<"))
      try host.focus("Entries")
      #expect(host.snapshotHTML().contains(">in search<"))
    }
  }
}
