/// Ends the search of the `searchable` view around the view that reads it
/// (`@Environment(\.dismissSearch)`). "When you dismiss search, SwiftUI: sets `isSearching` to
/// false, clears any text from the search field, removes focus from the search field", and calling
/// it "has no effect if the user isn't interacting with a search field" (Apple's documentation of
/// `DismissSearchAction`); outside a searchable view it does nothing.
public struct DismissSearchAction: Equatable {
  let search: ActiveSearch?

  public func callAsFunction() {
    guard let search, search.presented.wrappedValue else { return }
    search.text.wrappedValue = ""
    search.presented.wrappedValue = false
    search.boundFocus?.resign()
  }
}

/// A searchable view's state as the views below it reach it: its text, whether it is active and
/// the focus state `searchFocused` binds to its field. Two are the same when they are the same view's (the bindings share storage),
/// so a search view whose body runs again does not make its readers run.
struct ActiveSearch: Equatable {
  let presented: Binding<Bool>
  let text: Binding<String>
  let boundFocus: FocusTarget?

  static func == (lhs: ActiveSearch, rhs: ActiveSearch) -> Bool {
    lhs.presented.location.isSame(as: rhs.presented.location)
      && lhs.text.location.isSame(as: rhs.text.location)
  }
}

private enum DismissSearchKey: EnvironmentKey {
  static var defaultValue: DismissSearchAction { DismissSearchAction(search: nil) }
}

extension EnvironmentValues {
  public internal(set) var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}
