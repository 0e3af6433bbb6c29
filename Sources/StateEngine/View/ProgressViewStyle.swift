/// How a progress view draws ("A type that applies standard interaction behavior to all progress
/// views within a view hierarchy", Apple's documentation of `ProgressViewStyle`). The system's
/// styles draw a bar with the label; a style of the note's own draws the progress view with its
/// `makeBody(configuration:)`, passed down the environment as the control styles are.
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style draws from: the fraction done, and the labels as views.
public struct ProgressViewStyleConfiguration {
  /// The progress view's own label, as the style places it.
  public typealias Label = StyleConfigurationPart
  /// The progress view's current value label, as the style places it.
  public typealias CurrentValueLabel = StyleConfigurationPart
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: CurrentValueLabel?
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: Self { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: Self { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: Self { .init() }
}

extension ProgressView: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fraction,
      label: label is EmptyView ? nil : ProgressViewStyleConfiguration.Label(content: label),
      currentValueLabel: nil)
    return environment[styles: ProgressViewStyleConfiguration.self].body(for: configuration)
  }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label? {
  /// The progress view a style's configuration describes: inside the style's body, the progress
  /// view as the styles outside it draw it.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(value: configuration.fractionCompleted) { configuration.label }
  }
}

extension View {
  /// A style of the note's own draws the progress views in this view; the system's styles draw
  /// them as a bar with their label.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environmentStyle(
      style, for: ProgressViewStyleConfiguration.self,
      isSystem: style is DefaultProgressViewStyle || style is LinearProgressViewStyle
        || style is CircularProgressViewStyle
    ) {
      style, configuration in
      style.makeBody(configuration: configuration)
    }
  }
}
