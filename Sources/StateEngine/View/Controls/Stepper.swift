/// Increments and decrements a value; shown as its label and two buttons the host can tap ("−", "+").
public struct Stepper<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let increment: () -> Void
  let decrement: () -> Void

  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.increment = onIncrement ?? {}
    self.decrement = onDecrement ?? {}
  }

  /// "If the resulting value would be outside of this range, the stepper doesn't change the
  /// value" (Apple's documentation of `Stepper(value:in:step:onEditingChanged:label:)`).
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      onIncrement: { Stepper.move(value, by: step, within: bounds) },
      onDecrement: { Stepper.move(value, by: -step, within: bounds) }, label: label)
  }

  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      onIncrement: { Stepper.move(value, by: step, within: nil) },
      onDecrement: { Stepper.move(value, by: -step, within: nil) }, label: label)
  }

  private static func move<V: Strideable>(
    _ value: Binding<V>, by step: V.Stride, within bounds: ClosedRange<V>?
  ) {
    let next = value.wrappedValue.advanced(by: step)
    if bounds.map({ $0.contains(next) }) ?? true { value.wrappedValue = next }
  }

  func makeElement() -> (Primitive, [Element]) {
    let buttons: [any View] = [
      label, Button("−", action: decrement), Button("+", action: increment),
    ]
    return (.container(.hStack), Element.positional(buttons))
  }
}

extension Stepper where Label == Text {
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(title) }
  }

  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
  }
}
