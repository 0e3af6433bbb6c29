/// `.onChange(of:)`: compares the value each body run gives it with the one before and, when it
/// differs, calls the action with the old and new values after the update ("SwiftUI calls the action
/// when the value changes"; with `initial: true` also when the view appears — Apple's documentation
/// of `onChange(of:initial:_:)`).
///
/// `read` gives the value when the modifier starts and after each update: the one its body run
/// gave, or one measured from the node (`onGeometryChange`).
struct ChangeWork<Value: Equatable>: AttachedWork {
  let read: (Node) -> Value
  let initial: Bool
  let action: (Value, Value) -> Void

  init(read: @escaping (Node) -> Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
    self.read = read
    self.initial = initial
    self.action = action
  }

  init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
    self.init(read: { _ in value }, initial: initial, action: action)
  }

  final class Seen {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  func start(on node: Node) {
    let value = read(node)
    node.attachedState = Seen(value)
    if initial { action(value, value) }
  }

  func update(on node: Node) {
    let value = read(node)
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
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    builtIn(.attached(ChangeWork(value: value, initial: initial) { _, _ in action() }))
  }

  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    builtIn(.attached(ChangeWork(value: value, initial: initial, action: action)))
  }

  /// The older form: the action receives the new value.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some View
  {
    builtIn(.attached(ChangeWork(value: value, initial: false) { _, new in action(new) }))
  }
}
