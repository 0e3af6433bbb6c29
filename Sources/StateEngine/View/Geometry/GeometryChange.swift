/// The proxy of the space a view occupies, as `onGeometryChange` measures it.
private func measuredProxy(of node: Node) -> GeometryProxy {
  var placement = Placement.of(node)
  placement.frame = Placement.bounds(of: node)
  return GeometryProxy(placement: placement)
}

/// `.onGeometryChange(for:of:action:)`: a change watcher (`ChangeWork`) over a value made from the
/// view's geometry, taken when the view appears and after each update of the modifier; the action
/// runs with the first value and then whenever the value changes ("the action closure runs when
/// the transformed value changes", Apple's documentation).
extension View {
  public func onGeometryChange<Value: Equatable>(
    for type: Value.Type, of transform: @escaping (GeometryProxy) -> Value,
    action: @escaping (_ newValue: Value) -> Void
  ) -> some View {
    builtIn(
      .attached(
        ChangeWork(read: { transform(measuredProxy(of: $0)) }, initial: true) { _, new in
          action(new)
        }))
  }

  public func onGeometryChange<Value: Equatable>(
    for type: Value.Type, of transform: @escaping (GeometryProxy) -> Value,
    action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    builtIn(
      .attached(
        ChangeWork(read: { transform(measuredProxy(of: $0)) }, initial: true, action: action)))
  }
}
