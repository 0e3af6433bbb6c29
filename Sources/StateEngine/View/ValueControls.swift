/// Increments and decrements a value; shown as its label and two buttons the host can tap ("−", "+").
public struct Stepper<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let increment: () -> Void
  let decrement: () -> Void

  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.increment = onIncrement ?? {}
    self.decrement = onDecrement ?? {}
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
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1
  ) {
    self.init(
      onIncrement: {
        let next = value.wrappedValue.advanced(by: step)
        if bounds.map({ $0.contains(next) }) ?? true { value.wrappedValue = next }
      },
      onDecrement: {
        let next = value.wrappedValue.advanced(by: -step)
        if bounds.map({ $0.contains(next) }) ?? true { value.wrappedValue = next }
      },
      label: { Text(title) })
  }
}

/// A continuous value; shown with its current value. The host drags it by its label to a value,
/// kept within the bounds.
public struct Slider<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let label: Label

  public init(
    value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.bounds = bounds
    self.label = label()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.slider(value: value, bounds: bounds), [Element.build(label, slot: 0)])
  }
}

extension Slider where Label == EmptyView {
  public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil) {
    self.init(value: value, in: bounds, step: step) { EmptyView() }
  }
}
