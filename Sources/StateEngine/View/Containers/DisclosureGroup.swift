/// A label that shows or hides its content: tapping the label expands or collapses it; the
/// content is built when it expands (see `Disclosure`).
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = nil
  }

  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  func makeElement() -> (Primitive, [Element]) {
    (
      .disclosure(Disclosure(kind: .disclosureGroup, isExpanded: isExpanded)),
      [Element.build(label, slot: ChildSlot.accessory), Element.build(content, slot: 0)]
    )
  }
}

extension DisclosureGroup where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
