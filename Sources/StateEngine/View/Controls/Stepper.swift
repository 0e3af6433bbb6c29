/// Increments and decrements a value; shown as its label and two buttons the host can tap ("−", "+").
public struct Stepper<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let increment: () -> Void
  let decrement: () -> Void

  /// The order of iOS 13's initializers, the label last; the label-first ones below are the
  /// documented forms since, which a call writing neither `onEditingChanged` nor its place picks.
  @_disfavoredOverload
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    // A tap is a whole edit: it begins ("`true` when editing begins"), steps, then ends (Apple's
    // documentation of `onEditingChanged`).
    self.increment = {
      onEditingChanged(true)
      onIncrement?()
      onEditingChanged(false)
    }
    self.decrement = {
      onEditingChanged(true)
      onDecrement?()
      onEditingChanged(false)
    }
  }

  /// "If the resulting value would be outside of this range, the stepper doesn't change the
  /// value" (Apple's documentation of `Stepper(value:in:step:onEditingChanged:label:)`).
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      onIncrement: { Stepper.move(value, by: step, within: bounds) },
      onDecrement: { Stepper.move(value, by: -step, within: bounds) },
      onEditingChanged: onEditingChanged, label: label)
  }

  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      onIncrement: { Stepper.move(value, by: step, within: nil) },
      onDecrement: { Stepper.move(value, by: -step, within: nil) },
      onEditingChanged: onEditingChanged, label: label)
  }

  /// `Stepper { label } onIncrement: { … } onDecrement: { … }`: the label first, as Apple's
  /// documentation of `init(label:onIncrement:onDecrement:onEditingChanged:)` writes it.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged,
      label: label)
  }

  /// `init(value:in:step:label:onEditingChanged:)`, the label before `onEditingChanged`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
  }

  /// `init(value:step:label:onEditingChanged:)`, the label before `onEditingChanged`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
  }

  /// `init(value:step:format:label:onEditingChanged:)`: "displaying its value with an applied
  /// format style" (Apple's documentation) where a stepper has a field for it (macOS); on iOS, as
  /// here, the label is all it shows, so the format has nothing to draw.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
  }

  /// `init(value:in:step:format:label:onEditingChanged:)`, within bounds.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
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
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(title)
    }
  }

  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }

  /// The titled forms with a format style, which iOS does not draw (see above).
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(title, value: value, step: step, onEditingChanged: onEditingChanged)
  }

  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(title, value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged
    ) { Text(title) }
  }
}
