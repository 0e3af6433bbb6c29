/// A style that draws a button from its label and whether it is pressed; the system keeps the
/// button's action.
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a button style draws from: the button's label, its role and whether it is pressed. The
/// engine's taps happen whole, so a button is never seen pressed.
public struct ButtonStyleConfiguration {
  public let role: ButtonRole?
  public let label: Label
  public let isPressed: Bool
  /// The button's action, which the system runs when the styled button is tapped.
  let action: () -> Void

  /// The button's own label, as the style places it.
  public typealias Label = StyleConfigurationPart
}

/// A button drawn by a custom style: the style's view, tapped for the button's action.
private struct StyledButton: View, PrimitiveView {
  typealias Body = Never
  let action: () -> Void
  let role: ButtonRole?
  let styleBody: any View

  func makeElement() -> (Primitive, [Element]) {
    (.button(action: action, role: role), [Element.build(styleBody, slot: 0)])
  }
}

extension Button: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    let configuration = ButtonStyleConfiguration(
      role: role, label: ButtonStyleConfiguration.Label(content: label), isPressed: false,
      action: action)
    return environment[styles: ButtonStyleConfiguration.self].body(for: configuration)
  }
}

extension View {
  /// A custom style draws the buttons in this view, the button itself included.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environmentStyle(style, for: ButtonStyleConfiguration.self, isSystem: false) {
      style, configuration in
      StyledButton(
        action: configuration.action, role: configuration.role,
        styleBody: style.makeBody(configuration: configuration))
    }
  }
}
