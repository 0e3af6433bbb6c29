/// Where a binding reads and writes. Two bindings are the same input when their locations are the same.
class Location<Value> {
  /// A read that makes the evaluating body depend on this location.
  func get() -> Value { fatalError("abstract") }
  /// A read that records no dependency (input comparison, snapshots).
  func peek() -> Value { get() }
  func set(_ value: Value) { fatalError("abstract") }
  func isSame(as other: Location<Value>) -> Bool { self === other }
}

/// A projection of another location through a writable key path (`$state.field`).
final class KeyPathLocation<Root, Value>: Location<Value> {
  let base: Location<Root>
  let keyPath: WritableKeyPath<Root, Value>

  init(base: Location<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func peek() -> Value { base.peek()[keyPath: keyPath] }

  override func set(_ value: Value) {
    var root = base.peek()
    root[keyPath: keyPath] = value
    base.set(root)
  }

  override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? KeyPathLocation<Root, Value> else { return false }
    return keyPath == other.keyPath && base.isSame(as: other.base)
  }
}

/// A property of an object (`$model.name` through ObservedObject, StateObject, Bindable).
final class ObjectLocation<Root: AnyObject, Value>: Location<Value> {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ value: Value) { object[keyPath: keyPath] = value }

  override func isSame(as other: Location<Value>) -> Bool {
    guard let other = other as? ObjectLocation<Root, Value> else { return false }
    return object === other.object && keyPath == other.keyPath
  }
}

final class ConstantLocation<Value>: Location<Value> {
  let value: Value

  init(_ value: Value) { self.value = value }

  override func get() -> Value { value }
  override func set(_ value: Value) {}
  override func isSame(as other: Location<Value>) -> Bool { other is ConstantLocation<Value> }
}

/// `Binding(get:set:)`: closures, so never the same location as another binding.
final class ClosureLocation<Value>: Location<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  override func get() -> Value { getter() }
  override func set(_ value: Value) { setter(value) }
  override func isSame(as other: Location<Value>) -> Bool { false }
}
