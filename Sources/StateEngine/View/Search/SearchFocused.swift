/// `searchFocused`: the focus state bound to the field of the `searchable` view it modifies, which
/// the field reads through the environment (`SearchScope`). Focusing the field sets the state, and
/// setting the state focuses the field, which activates the search; ending the search removes the
/// field's focus ("binding the focus state of the search field associated with the nearest
/// searchable modifier", Apple's documentation).
private enum SearchFocusKey: EnvironmentKey {
  static var defaultValue: FocusTarget? { nil }
}

extension EnvironmentValues {
  var searchFocus: FocusTarget? {
    get { self[SearchFocusKey.self] }
    set { self[SearchFocusKey.self] = newValue }
  }
}

extension View {
  public func searchFocused(_ isFocused: FocusState<Bool>.Binding) -> some View {
    builtIn(.environment { $0.searchFocus = isFocused.target(for: true) })
  }

  public func searchFocused<Value: Hashable>(
    _ focus: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    builtIn(.environment { $0.searchFocus = focus.target(for: value) })
  }
}
