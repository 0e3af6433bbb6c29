/// Related controls shown together; each stays a control of its own.
public struct ControlGroup<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label?
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.container(.controlGroup), [Element.build(label, slot: 1), Element.build(content, slot: 0)])
  }
}

extension ControlGroup where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.label = nil
    self.content = content()
  }
}

extension ControlGroup where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
