/// How a text field draws. SwiftUI's requirement is the underscored `_body(configuration:)`, given
/// the field itself (its label type erased); a style of the note's own wraps it in its own views,
/// passed down the environment as the control styles are (see `StyleStack`).
public protocol TextFieldStyle {
  associatedtype _Body: View
  typealias _Label = _TextFieldStyleLabel

  @ViewBuilder @MainActor func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label type of the field a text field style is given.
public struct _TextFieldStyleLabel: View, PrimitiveView {
  public typealias Body = Never

  func makeElement() -> (Primitive, [Element]) { (.transparent, []) }
}

/// The system's styles: the field as the engine draws it.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: Self { .init() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: Self { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: Self { .init() }
}

extension TextField: EnvironmentStyled {
  /// A `TextEditor` (a field inside) is not a text field to these styles.
  func styled(in environment: EnvironmentValues) -> (any View)? {
    guard kind != .editor else { return nil }
    return environment[styles: TextField<_TextFieldStyleLabel>.self].body(for: relabelled())
  }
}

extension View {
  /// A style of the note's own draws the text fields in this view around the field itself; the
  /// system's styles leave them as they are.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environmentStyle(
      style, for: TextField<_TextFieldStyleLabel>.self,
      isSystem: style is DefaultTextFieldStyle || style is RoundedBorderTextFieldStyle
        || style is PlainTextFieldStyle
    ) {
      style, configuration in
      style._body(configuration: configuration)
    }
  }
}
