/// A control that runs an action when tapped; its label is its content (title text or a label view).
public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let action: () -> Void
  let label: Label

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.button(action: action), [Element.build(label, slot: 0)])
  }
}

public struct ButtonRole: Hashable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

extension Button where Label == Text {
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

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
