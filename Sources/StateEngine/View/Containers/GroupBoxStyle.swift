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

extension EnvironmentValues {
  var groupBoxStyles: StyleStack<GroupBoxStyleConfiguration> {
    get { self[GroupBoxStylesKey.self] }
    set { self[GroupBoxStylesKey.self] = newValue }
  }
}

private enum GroupBoxStylesKey: EnvironmentKey {
  static let defaultValue = StyleStack<GroupBoxStyleConfiguration>()
}

extension GroupBox: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    let configuration = GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(view: label),
      content: GroupBoxStyleConfiguration.Content(view: content))
    return environment.groupBoxStyles.body(for: configuration, popping: \.groupBoxStyles)
  }
}

extension View {
  /// A style draws the group boxes in this view, the group box itself included.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    builtIn(
      .environment {
        if style is DefaultGroupBoxStyle {
          $0.groupBoxStyles.pushSystem()
        } else {
          $0.groupBoxStyles.push(style) { style, configuration in
            style.makeBody(configuration: configuration)
          }
        }
      })
  }
}
