/// A style that draws a button and decides itself when it acts: its body calls
/// `configuration.trigger()` (from a tap gesture, or a `Button` of its own).
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style draws from: the button's label and role, and its action.
public struct PrimitiveButtonStyleConfiguration {
  public typealias Label = ButtonStyleConfiguration.Label

  public let role: ButtonRole?
  public let label: Label
  let action: () -> Void

  /// Runs the button's action.
  public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a primitive style's configuration describes: inside the style's body, the button
  /// as the styles outside it draw it.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

/// The system's styles, drawn as the engine's button.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
/// iOS 26's glass styles, drawn as the engine's button like the bordered ones they resemble.
public struct GlassButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public init(_ glass: Glass) {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: Self { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: Self { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: Self { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: Self { .init() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: Self { .init() }
}
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  public static var glass: Self { .init() }
  public static func glass(_ glass: Glass) -> Self { .init(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  public static var glassProminent: Self { .init() }
}

extension View {
  /// A style of the note's own draws the buttons in this view and runs their actions when its body
  /// triggers them; the system's styles (`.bordered`, `.plain`…) draw as the engine's button, and
  /// set inside a custom style they replace it for the buttons in this view.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environmentStyle(
      style, for: ButtonStyleConfiguration.self,
      isSystem: style is DefaultButtonStyle || style is BorderedButtonStyle
        || style is BorderedProminentButtonStyle || style is BorderlessButtonStyle
        || style is PlainButtonStyle || style is GlassButtonStyle
        || style is GlassProminentButtonStyle
    ) { style, configuration in
      style.makeBody(
        configuration: PrimitiveButtonStyleConfiguration(
          role: configuration.role, label: configuration.label, action: configuration.action))
    }
  }
}
