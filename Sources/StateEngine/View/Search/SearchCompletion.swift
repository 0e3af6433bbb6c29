/// A suggestion that completes the search: "the system uses this value when the view is selected to
/// replace the partial text being currently edited of the associated search field" (Apple's
/// documentation of `searchCompletion(_:)`). Among a search's suggestions it is a row a scenario
/// taps, which writes the text; elsewhere it is the view alone.
private struct SearchCompletion<Content: View>: View, HostView {
  let content: Content
  let completion: String
  @Environment(\.suggestedSearch) private var search

  var body: some View {
    if let search {
      Button {
        search.text.wrappedValue = completion
      } label: {
        content
      }
    } else {
      content
    }
  }
}

extension View {
  public func searchCompletion(_ completion: String) -> some View {
    SearchCompletion(content: self, completion: completion)
  }
}

private enum SuggestedSearchKey: EnvironmentKey {
  static var defaultValue: ActiveSearch? { nil }
}

extension EnvironmentValues {
  /// The search whose suggestions this view is among.
  var suggestedSearch: ActiveSearch? {
    get { self[SuggestedSearchKey.self] }
    set { self[SuggestedSearchKey.self] = newValue }
  }
}
