private enum IsSearchingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the search of the `searchable` view around this one is active (`SearchScope`): false
  /// outside one, and in the view that applies the modifier, as SwiftUI "doesn't propagate the value
  /// up the view hierarchy" (Apple's documentation of `isSearching`).
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
}
