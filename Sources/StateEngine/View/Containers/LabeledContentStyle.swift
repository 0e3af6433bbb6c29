/// How a labeled content row draws its label and content; a style of the note's own draws it
/// with its `makeBody(configuration:)`, passed down the environment as the control styles are
/// (see `StyleStack`).
public protocol LabeledContentStyle {
  associatedtype Body: View
  typealias Configuration = LabeledContentStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a labeled content style draws from: the row's label and content, as views.
public struct LabeledContentStyleConfiguration {
  /// The row's own label, as the style places it.
  public typealias Label = StyleConfigurationPart

  /// The row's own content, as the style places it.
  public typealias Content = StyleConfigurationPart

  public let label: Label
  public let content: Content
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// The row a style was given, drawn by the next style out (or the system's).
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

/// The system's style: the row as the engine draws it.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  public static var automatic: Self { .init() }
}

extension LabeledContent: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    let configuration = LabeledContentStyleConfiguration(
      label: LabeledContentStyleConfiguration.Label(content: label),
      content: LabeledContentStyleConfiguration.Content(content: content))
    return environment[styles: LabeledContentStyleConfiguration.self].body(for: configuration)
  }
}

extension View {
  /// A style of the note's own draws the labeled content rows in this view; the system's style
  /// leaves them as they are.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    environmentStyle(
      style, for: LabeledContentStyleConfiguration.self,
      isSystem: style is AutomaticLabeledContentStyle
    ) {
      style, configuration in
      style.makeBody(configuration: configuration)
    }
  }
}
