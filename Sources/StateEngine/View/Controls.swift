public struct Toggle<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let isOn: Binding<Bool>
  let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.toggle(isOn: isOn), [Element.build(label, slot: 0)])
  }
}

extension Toggle where Label == Text {
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// A text input; the host types into it by its title (the placeholder).
public struct TextField: View, PrimitiveView {
  public typealias Body = Never
  let title: String
  let text: Binding<String>
  let isSecure: Bool

  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
    self.isSecure = false
  }

  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }

  func makeElement() -> (Primitive, [Element]) {
    (.textField(title: title, text: text, isSecure: isSecure), [])
  }
}

public struct SecureField: View, PrimitiveView {
  public typealias Body = Never
  let field: TextField

  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(title, text: text)
  }

  func makeElement() -> (Primitive, [Element]) {
    (.textField(title: field.title, text: field.text, isSecure: true), [])
  }
}
