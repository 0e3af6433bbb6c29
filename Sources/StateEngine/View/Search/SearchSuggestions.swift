/// Suggestions a search field offers while it is active (`SearchScope` shows them under the field).
/// Given to the searchable view itself (`.searchable(…).searchSuggestions { … }`), they reach its
/// search through the environment; given to a view inside it, they are not shown (Differences.md).
extension View {
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    environment(\.searchSuggestionsFromModifier, AnyView(suggestions()))
  }

  /// Hides (or shows) this view where suggestions render in one of the placements: an iPhone
  /// renders them in the content, so `.hidden` for `.content` hides them there.
  public func searchSuggestions(
    _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
  )
    -> some View
  {
    SuggestionsVisibility(content: self, visibility: visibility, placements: placements)
  }
}

/// A suggestion view hidden in some placements, drawn in the others.
private struct SuggestionsVisibility<Content: View>: View, HostView {
  let content: Content
  let visibility: Visibility
  let placements: SearchSuggestionsPlacement.Set
  @Environment(\.searchSuggestionsPlacement) private var placement

  var body: some View {
    if visibility != .hidden || !placements.contains(placement) { content }
  }
}

private enum SearchSuggestionsKey: EnvironmentKey {
  static var defaultValue: AnyView? { nil }
}

extension EnvironmentValues {
  var searchSuggestionsFromModifier: AnyView? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }
}
