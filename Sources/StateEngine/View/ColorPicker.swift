/// Chooses a colour: shown as its label beside a swatch of the selected colour. The host cannot
/// pick a colour (there is no palette to tap); the swatch follows the binding.
public struct ColorPicker<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let selection: Binding<Color>
  let label: Label

  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.container(.hStack), Element.positional([label, selection.wrappedValue]))
  }
}

extension ColorPicker where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
