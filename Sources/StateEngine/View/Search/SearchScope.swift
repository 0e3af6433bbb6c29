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
  /// The focus state `searchFocused` binds to the field, in place of the view's own.
  @Environment(\.searchFocus) private var boundFocus

  var body: some View { layout() }

  private func layout() -> SearchableLayout {
    let search = ActiveSearch(
      presented: isPresented ?? $ownPresentation, text: text, boundFocus: boundFocus)
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
        .builtIn(boundFocus.map { .attached(activation(of: search, by: $0)) } ?? .transparent)
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

  /// The field takes focus as the user taps into it, which activates the search. Whether it has
  /// focus is the bound focus state's, or the view's own.
  private func focusTarget(of search: ActiveSearch) -> FocusTarget {
    let hasFocus = $fieldHasFocus
    let field =
      search.boundFocus
      ?? FocusTarget(
        isFocused: { hasFocus.location.peek() }, focus: { hasFocus.wrappedValue = true },
        resign: { hasFocus.wrappedValue = false })
    return FocusTarget(
      isFocused: { search.presented.location.peek() && field.isFocused() },
      focus: {
        field.focus()
        if !search.presented.wrappedValue { search.presented.wrappedValue = true }
      },
      resign: field.resign)
  }

  /// The note's code focusing the field through the bound state activates the search too.
  private func activation(of search: ActiveSearch, by focus: FocusTarget) -> some AttachedWork {
    ChangeWork(read: { _ in focus.isFocused() }, initial: true) { _, isFocused in
      if isFocused, !search.presented.wrappedValue { search.presented.wrappedValue = true }
    }
  }
}
