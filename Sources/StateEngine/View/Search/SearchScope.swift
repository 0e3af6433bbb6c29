/// What a `searchable` view holds: whether its search is active, and whether the field has focus.
/// "When the user first taps or clicks in a search field, the `isSearching` property becomes true"
/// (Apple's documentation of `isSearching`), so typing into or focusing the field activates the
/// search; `isPresented`, when given, is that state. Pressing return gives up focus and leaves the
/// search active, as on iOS; Cancel and `dismissSearch` end it. The searched view reads the state
/// through `isSearching` and `dismissSearch`, which SwiftUI sets for it and not for its parent.
struct SearchScope<Content: View, Suggestions: View>: View, HostView {
  let content: Content
  let text: Binding<String>
  let prompt: String
  let isPresented: Binding<Bool>?
  let suggestions: Suggestions
  /// Suggestions given with `searchSuggestions` to the searchable view.
  @Environment(\.searchSuggestionsFromModifier) private var modifierSuggestions
  @State private var ownPresentation = false
  @State private var fieldHasFocus = true

  var body: some View { layout() }

  private func layout() -> SearchableLayout {
    let search = ActiveSearch(presented: isPresented ?? $ownPresentation, text: text)
    let isSearching = search.presented.wrappedValue
    let dismiss = DismissSearchAction(search: search)
    let searched = { (environment: inout EnvironmentValues) in
      environment.isSearching = isSearching
      environment.dismissSearch = dismiss
      // An iPhone lists suggestions over the main content (`SearchSuggestionsPlacement.automatic`).
      environment.searchSuggestionsPlacement = .content
    }
    let field = HStack {
      TextField<Text>(prompt, text: text).builtIn(.interaction(.focus(focusTarget(of: search))))
      if isSearching { Button("Cancel") { dismiss() } }
    }
    let suggestionList = List {
      suggestions
      modifierSuggestions
    }
    .builtIn(
      .environment {
        searched(&$0)
        $0.suggestedSearch = search
      })
    return SearchableLayout(
      field: field, suggestions: isSearching ? suggestionList : nil,
      content: content.builtIn(.environment(searched)))
  }

  /// The field takes focus as the user taps into it, which activates the search.
  private func focusTarget(of search: ActiveSearch) -> FocusTarget {
    let hasFocus = $fieldHasFocus
    return FocusTarget(
      isFocused: { search.presented.location.peek() && hasFocus.location.peek() },
      focus: {
        hasFocus.wrappedValue = true
        if !search.presented.wrappedValue { search.presented.wrappedValue = true }
      },
      resign: { hasFocus.wrappedValue = false })
  }
}
