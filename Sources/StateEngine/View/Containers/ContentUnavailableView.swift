/// What an empty screen shows: a label, a description and actions, stacked.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View,
  PrimitiveView
{
  public typealias Body = Never
  let label: Label
  let description: Description
  let actions: Actions

  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.container(.contentUnavailable), Element.positional([label, description, actions]))
  }
}

extension ContentUnavailableView
where Label == StateEngine.Label, Description == Text?, Actions == EmptyView {
  public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
    self.init(
      label: { StateEngine.Label(title, systemImage: systemImage) }, description: { description })
  }

  public init<S: StringProtocol>(_ title: S, image: String, description: Text? = nil) {
    self.init(label: { StateEngine.Label(title, image: image) }, description: { description })
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// "No Results", as the system words it for a search that found nothing.
  public static var search: Self { search(query: nil) }

  /// "No Results for “text”".
  public static func search(text: String) -> Self { search(query: text) }

  private static func search(query: String?) -> Self {
    let title = query.map { "No Results for “\($0)”" } ?? "No Results"
    return ContentUnavailableView(
      label: { SearchUnavailableContent.Label(title) },
      description: {
        SearchUnavailableContent.Description("Check the spelling or try a new search.")
      },
      actions: { SearchUnavailableContent.Actions() })
  }
}

/// The parts of `ContentUnavailableView.search`, drawn as the label and text they stand for.
public enum SearchUnavailableContent {
  public struct Label: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    init(_ title: String) { self.title = title }

    func makeElement() -> (Primitive, [Element]) {
      (
        .transparent,
        [Element.build(StateEngine.Label(title, systemImage: "magnifyingglass"), slot: 0)]
      )
    }
  }

  public struct Description: View, PrimitiveView {
    public typealias Body = Never
    let text: String
    init(_ text: String) { self.text = text }

    func makeElement() -> (Primitive, [Element]) { (.text(text), []) }
  }

  public struct Actions: View, PrimitiveView {
    public typealias Body = Never

    func makeElement() -> (Primitive, [Element]) { (.transparent, []) }
  }
}
