/// A value within a range, shown as a progress bar with the gauge's labels beside it.
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View, PrimitiveView
{
  public typealias Body = Never
  /// Where the value lies in the bounds, 0...1.
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  let markedValueLabels: MarkedValueLabels

  init(
    fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?,
    minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?,
    markedValueLabels: MarkedValueLabels
  ) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.markedValueLabels = markedValueLabels
  }

  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      fraction: Self.fraction(of: value, in: bounds), label: label(),
      currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels())
  }

  /// The value's place in the bounds, clamped to them as SwiftUI's gauge clamps it.
  static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
    let width = bounds.upperBound - bounds.lowerBound
    guard width > 0 else { return 0 }
    return min(max(Double((value - bounds.lowerBound) / width), 0), 1)
  }

  func makeElement() -> (Primitive, [Element]) {
    let parts: [(any View)?] = [
      label, currentValueLabel, minimumValueLabel, maximumValueLabel, markedValueLabels,
    ]
    return (
      .progress(fraction: fraction),
      [Element.build(GaugeLabels(parts: parts.compactMap { $0 }), slot: ChildSlot.accessory)]
    )
  }
}

/// A gauge's labels, in the order the gauge was given them.
private struct GaugeLabels: View, PrimitiveView {
  typealias Body = Never
  let parts: [any View]

  func makeElement() -> (Primitive, [Element]) {
    (.transparent, parts.enumerated().map { Element.build($1, slot: $0) })
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
      markedValueLabels: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      fraction: Self.fraction(of: value, in: bounds), label: label(),
      currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil,
      markedValueLabels: markedValueLabels())
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      markedValueLabels: { EmptyView() })
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fraction: Self.fraction(of: value, in: bounds), label: label(), currentValueLabel: nil,
      minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: EmptyView())
  }
}
