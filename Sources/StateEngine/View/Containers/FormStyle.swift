/// How a form draws. The system's styles leave the form as the engine draws it (grouped rows, as
/// on an iPhone); a style of the note's own draws it with `makeBody(configuration:)`, passed down
/// the environment as the control styles are (see `StyleStack`).
public protocol FormStyle {
  associatedtype Body: View
  typealias Configuration = FormStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a form style draws from: the form's content.
public struct FormStyleConfiguration {
  /// The form's rows and sections.
  public typealias Content = StyleConfigurationPart

  public let content: Content
}

extension Form where Content == FormStyleConfiguration.Content {
  /// The form a style was given, drawn by the next style out (or the system's).
  public init(_ configuration: FormStyleConfiguration) {
    self.init { configuration.content }
  }
}

extension Form: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    environment[styles: FormStyleConfiguration.self].body(
      for: FormStyleConfiguration(content: .init(content: content)))
  }
}

public struct AutomaticFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}
public struct GroupedFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}
public struct ColumnsFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: Self { .init() }
}
extension FormStyle where Self == GroupedFormStyle { public static var grouped: Self { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: Self { .init() } }

extension View {
  /// A style of the note's own draws the forms in this view; the system's styles leave them as
  /// they are.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    environmentStyle(
      style, for: FormStyleConfiguration.self,
      isSystem: style is AutomaticFormStyle || style is GroupedFormStyle
        || style is ColumnsFormStyle
    ) { style, configuration in
      style.makeBody(configuration: configuration)
    }
  }
}
