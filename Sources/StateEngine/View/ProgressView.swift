/// Progress, determinate (`value` of `total`) or not; shown as a progress bar with its label.
public struct ProgressView<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let fraction: Double?
  let label: Label

  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.fraction = value.map { total > 0 ? Double($0 / total) : 0 }
    self.label = label()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.progress(fraction: fraction), [Element.build(label, slot: ChildSlot.accessory)])
  }
}

extension ProgressView where Label == EmptyView {
  public init() {
    self.init(value: Double?.none) { EmptyView() }
  }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value, total: total) { EmptyView() }
  }
}

extension ProgressView where Label == Text {
  public init<S: StringProtocol>(_ title: S) {
    self.init(value: Double?.none) { Text(title) }
  }

  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total) { Text(title) }
  }
}
