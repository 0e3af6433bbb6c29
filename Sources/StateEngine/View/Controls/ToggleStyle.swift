/// A style that draws a toggle from its label and its binding; a custom style also handles the
/// taps that flip it.
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style draws from: the toggle's label and whether it is on.
public struct ToggleStyleConfiguration {
  public let label: Label
  @Binding public var isOn: Bool

  /// The toggle's own label, as the style places it.
  public typealias Label = StyleConfigurationPart
}

extension ToggleStyleConfiguration {
  /// The toggle as the engine draws every system style: a switch.
  var switchControl: some View { Toggle(isOn: $isOn) { label } }
}

/// The system's styles.
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.switchControl }
}

public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?

  public init() { tint = nil }
  /// A switch tinted `tint` when on (iOS 14; deprecated since iOS 15 for `.tint(_:)`).
  public init(tint: Color) { self.tint = tint }

  public func makeBody(configuration: Configuration) -> some View {
    configuration.switchControl.tint(tint)
  }
}

public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.switchControl }
}

public struct CheckboxToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.switchControl }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: Self { .init() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: Self { .init() }
}
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: Self { .init() } }
extension ToggleStyle where Self == CheckboxToggleStyle {
  public static var checkbox: Self { .init() }
}

extension Toggle: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: label), isOn: isOn)
    return environment[styles: ToggleStyleConfiguration.self].body(for: configuration)
  }
}

extension View {
  /// A style of the note's own draws the toggles in this view, the toggle itself included, and
  /// flips them itself; the system's styles leave them switches.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environmentStyle(
      style, for: ToggleStyleConfiguration.self,
      isSystem: style is DefaultToggleStyle || style is SwitchToggleStyle
        || style is ButtonToggleStyle || style is CheckboxToggleStyle
    ) { style, configuration in
      style.makeBody(configuration: configuration)
    }
  }
}
