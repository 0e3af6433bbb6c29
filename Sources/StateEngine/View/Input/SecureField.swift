/// A text input that draws its text as dots.
public struct SecureField: View, PrimitiveView {
  public typealias Body = Never
  var field: TextField<Text>

  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(title, text: text, kind: .secure)
  }

  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }

  /// The older form: `onCommit` runs on the return key, as on a `TextField`.
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(title, text: text)
    field.onCommit = onCommit
  }

  public init<Label: View>(
    text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(prompt?.content ?? "", text: text)
  }

  func makeElement() -> (Primitive, [Element]) {
    field.makeElement()
  }
}
