/// Suggestions a search field offers while it is active. The engine type-checks them and does not
/// show them (Differences.md): no search field of the engine's is ever active without typing.
extension View {
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    accepted("searchSuggestions")
  }

  public func searchSuggestions(
    _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
  )
    -> some View
  {
    accepted("searchSuggestions")
  }

  /// The text a suggestion puts into the search field when chosen.
  public func searchCompletion(_ completion: String) -> some View {
    accepted("searchCompletion")
  }
}

/// Where suggestions show: in a menu under the field, or in the content.
public struct SearchSuggestionsPlacement: Sendable, Equatable {
  let name: String

  public static var automatic: Self { Self(name: "automatic") }
  public static var menu: Self { Self(name: "menu") }
  public static var content: Self { Self(name: "content") }

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var menu: Self { Self(rawValue: 1) }
    public static var content: Self { Self(rawValue: 2) }
  }
}
