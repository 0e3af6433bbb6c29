/// A style that draws a group box from its label and content.
public protocol GroupBoxStyle {
  associatedtype Body: View
  typealias Configuration = GroupBoxStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a group box style draws from: the box's label and its content.
public struct GroupBoxStyleConfiguration {
  public let label: Label
  public let content: Content

  /// The group box's own label, as the style places it.
  public struct Label: View, PrimitiveView {
    public typealias Body = Never
    let view: any View

    func makeElement() -> (Primitive, [Element]) { (.transparent, [Element.build(view, slot: 0)]) }
  }

  /// The group box's own content, as the style places it.
  public struct Content: View, PrimitiveView {
    public typealias Body = Never
    let view: any View

    func makeElement() -> (Primitive, [Element]) { (.transparent, [Element.build(view, slot: 0)]) }
  }
}

/// The system's style: the engine's own group box.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    GroupBox(content: { configuration.content }, label: { configuration.label })
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  public static var automatic: Self { .init() }
}

extension GroupBox: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    let configuration = GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(view: label),
      content: GroupBoxStyleConfiguration.Content(view: content))
    return environment[styles: GroupBoxStyleConfiguration.self].body(for: configuration)
  }
}

extension View {
  /// A style draws the group boxes in this view, the group box itself included.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environmentStyle(
      style, for: GroupBoxStyleConfiguration.self, isSystem: style is DefaultGroupBoxStyle
    ) {
      style, configuration in
      style.makeBody(configuration: configuration)
    }
  }
}
