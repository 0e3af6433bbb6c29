/// How a progress view draws ("A type that applies standard interaction behavior to all progress
/// views within a view hierarchy", Apple's documentation of `ProgressViewStyle`). A note's own
/// style type-checks with its `makeBody(configuration:)`; progress views still draw as a bar with
/// their label.
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style draws from: the fraction done, and the labels as views.
public struct ProgressViewStyleConfiguration {
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  public struct CurrentValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: CurrentValueLabel?
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
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

extension View {
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    accepted("progressViewStyle")
  }
}
