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

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a style's configuration describes: inside the style's body, the toggle as the
  /// styles outside it draw it.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

extension Toggle where Label == StateEngine.Label {
  /// A toggle labelled with a title and an SF Symbol, as a `Label`.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { StateEngine.Label(title, systemImage: systemImage) }
  }
}
