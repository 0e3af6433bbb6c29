/// A tab of an iOS 18 `TabView { Tab(…) { … } }`: its content, labelled and tagged as
/// `.tabItem` and `.tag` label and tag a tab's content.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let value: Value?
  let content: Content
  let label: Label

  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = value
    self.content = content()
    self.label = label()
  }

  /// The tab is the tagged, labelled content itself, so modifiers on the tab (`.badge`) sit on
  /// the chain where a tab view looks for its tag and label.
  func makeElement() -> (Primitive, [Element]) {
    let labelled = content.tabItem { label }
    let element =
      value.map { Element.build(labelled.tag($0), slot: 0) } ?? Element.build(labelled, slot: 0)
    guard case .primitive(let primitive, let children) = element.content else {
      return (.transparent, [element])
    }
    return (primitive, children)
  }
}

extension Tab where Label == StateEngine.Label {
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) { StateEngine.Label(title, systemImage: systemImage) }
  }

  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) { StateEngine.Label(title, systemImage: image) }
  }
}

extension Tab where Value == Never {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = nil
    self.content = content()
    self.label = label()
  }
}

extension Tab where Value == Never, Label == StateEngine.Label {
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { StateEngine.Label(title, systemImage: systemImage) }
  }

  public init<S: StringProtocol>(
    _ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { StateEngine.Label(title, systemImage: image) }
  }
}

/// A tab's role: a search tab is shown apart on an iPad; on an iPhone it is one more tab.
public struct TabRole: Hashable, Sendable {
  private let name: String
  public static var search: Self { Self(name: "search") }
}
