/// `.onGeometryChange(for:of:action:)`: the value made from the view's geometry is taken when the
/// view appears and after each update of the modifier; the action runs with the first value and
/// then whenever the value changes ("the action closure runs when the transformed value changes",
/// Apple's documentation).
struct GeometryChangeWork<Value: Equatable>: AttachedWork {
  let transform: (GeometryProxy) -> Value
  let action: (Value, Value) -> Void

  final class Seen {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private func measure(_ node: Node) -> Value {
    var placement = Placement.of(node)
    placement.frame = Placement.bounds(of: node)
    return transform(GeometryProxy(placement: placement))
  }

  func start(on node: Node) {
    let value = measure(node)
    node.attachedState = Seen(value)
    action(value, value)
  }

  func update(on node: Node) {
    let value = measure(node)
    guard let seen = node.attachedState as? Seen, seen.value != value else { return }
    let old = seen.value
    seen.value = value
    action(old, value)
  }

  func stop(on node: Node) {
    node.attachedState = nil
  }
}

extension View {
  public func onGeometryChange<Value: Equatable>(
    for type: Value.Type, of transform: @escaping (GeometryProxy) -> Value,
    action: @escaping (_ newValue: Value) -> Void
  ) -> some View {
    builtIn(.attached(GeometryChangeWork(transform: transform) { _, new in action(new) }))
  }

  public func onGeometryChange<Value: Equatable>(
    for type: Value.Type, of transform: @escaping (GeometryProxy) -> Value,
    action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    builtIn(.attached(GeometryChangeWork(transform: transform, action: action)))
  }
}
