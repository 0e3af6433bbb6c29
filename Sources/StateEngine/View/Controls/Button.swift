/// A control that runs an action when tapped; its label is its content (title text or a label view).
public struct Button<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let action: () -> Void
  let role: ButtonRole?
  let label: Label

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  func makeElement() -> (Primitive, [Element]) {
    (.button(action: action, role: role), [Element.build(label, slot: 0)])
  }
}

extension Button where Label == Text {
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button {
  /// The role changes how the button is drawn (and where a dialog puts it), not what it does.
  public init(
    role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.role = role
    self.label = label()
  }
}

extension Button where Label == StateEngine.Label {
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping () -> Void
  ) {
    self.init(action: action) { StateEngine.Label(title, systemImage: systemImage) }
  }

  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { StateEngine.Label(title, systemImage: systemImage) }
  }
}
