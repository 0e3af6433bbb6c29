/// Scopes under a search field (a segmented bar of tags). The engine type-checks them; the scope
/// binding keeps its value, as no one picks another scope (Differences.md).
extension View {
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    accepted("searchScopes")
  }

  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    accepted("searchScopes")
  }
}

/// When scopes show: on typing, on presenting the search, or as the system chooses.
public struct SearchScopeActivation: Sendable, Equatable {
  let name: String

  public static var automatic: Self { Self(name: "automatic") }
  public static var onTextEntry: Self { Self(name: "onTextEntry") }
  public static var onSearchPresentation: Self { Self(name: "onSearchPresentation") }
}
