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

    func contains(_ placement: SearchSuggestionsPlacement) -> Bool {
      switch placement {
      case .menu: contains(Self.menu)
      case .content: contains(Self.content)
      default: false
      }
    }
  }
}

private enum SearchSuggestionsPlacementKey: EnvironmentKey {
  static var defaultValue: SearchSuggestionsPlacement { .automatic }
}

extension EnvironmentValues {
  /// Where the suggestions of the `searchable` view around this one render: on an iPhone, "as a list
  /// overlaying the main content" (Apple's documentation of `SearchSuggestionsPlacement.automatic`),
  /// so `.content` in the searched view and its suggestions; `.automatic` outside one.
  public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
    get { self[SearchSuggestionsPlacementKey.self] }
    set { self[SearchSuggestionsPlacementKey.self] = newValue }
  }
}
