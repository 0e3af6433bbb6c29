/// A continuous value of any floating-point type; shown with its current value. The host drags it
/// by its label to a value, kept within the bounds and on a step when the slider has one.
public struct Slider<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let label: Label

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Slider.doubles(
      value, lowerBound: bounds.lowerBound, step: nil, onEditingChanged: onEditingChanged)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.label = label()
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Slider.doubles(
      value, lowerBound: bounds.lowerBound, step: Double(step), onEditingChanged: onEditingChanged)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.label = label()
  }

  /// The labels at the ends of the track are drawn by the platform; the engine shows the label.
  public init<V: BinaryFloatingPoint, MinimumLabel: View, MaximumLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> MinimumLabel,
    @ViewBuilder maximumValueLabel: () -> MaximumLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }

  public init<V: BinaryFloatingPoint, MinimumLabel: View, MaximumLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> MinimumLabel,
    @ViewBuilder maximumValueLabel: () -> MaximumLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// The first form, the end labels given as views (deprecated, still accepted).
  public init<V: BinaryFloatingPoint, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }

  public init<V: BinaryFloatingPoint, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// The value as a `Double`; what the host sets is rounded to the nearest step from the
  /// lower bound. The host's drag is a whole edit: it begins ("`true` when editing begins"),
  /// moves the value, then ends (Apple's documentation of `onEditingChanged`).
  private static func doubles<V: BinaryFloatingPoint>(
    _ value: Binding<V>, lowerBound: V, step: Double?,
    onEditingChanged: @escaping (Bool) -> Void
  ) -> Binding<Double> {
    let lower = Double(lowerBound)
    return Binding(
      get: { Double(value.wrappedValue) },
      set: { newValue in
        onEditingChanged(true)
        let stepped = step.map { lower + (($0 > 0 ? (newValue - lower) / $0 : 0).rounded() * $0) }
        value.wrappedValue = V(stepped ?? newValue)
        onEditingChanged(false)
      })
  }

  func makeElement() -> (Primitive, [Element]) {
    (.slider(value: value, bounds: bounds), [Element.build(label, slot: 0)])
  }
}

extension Slider where Label == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: { EmptyView() },
      onEditingChanged: onEditingChanged)
  }
}
