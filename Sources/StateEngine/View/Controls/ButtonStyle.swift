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

  /// The button's own label, as the style places it.
  public struct Label: View, PrimitiveView {
    public typealias Body = Never
    let content: any View

    func makeElement() -> (Primitive, [Element]) {
      (.transparent, [Element.build(content, slot: 0)])
    }
  }
}

/// A button drawn by a custom style: the style's view, tapped for the button's action.
public struct _StyledButton<StyleBody: View>: View, PrimitiveView {
  public typealias Body = Never
  let action: () -> Void
  let styleBody: StyleBody

  func makeElement() -> (Primitive, [Element]) {
    (.button(action: action), [Element.build(styleBody, slot: 0)])
  }
}

extension Button {
  /// A custom style set on the button itself draws it.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> _StyledButton<S.Body> {
    let configuration = ButtonStyleConfiguration(
      role: role, label: ButtonStyleConfiguration.Label(content: label), isPressed: false)
    return _StyledButton(action: action, styleBody: style.makeBody(configuration: configuration))
  }
}

extension View {
  /// A custom style set on a container is recorded by name: its buttons keep the default look.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { accepted("buttonStyle") }
}
