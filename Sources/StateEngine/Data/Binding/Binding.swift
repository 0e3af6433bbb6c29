/// A two-way connection to a value stored elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  let location: Location<Value>
  /// The value when the child holding this binding last ran its body; compared with the current value.
  var snapshot: Value?

  init(location: Location<Value>) {
    self.location = location
  }

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set))
  }

  /// The setter receives the transaction of the write (`withAnimation`'s, or an empty one).
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(get: get, set: { set($0, Transaction.current ?? Transaction()) })
  }

  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value))
  }

  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
  }
}

extension Binding: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    let current = location.peek()
    snapshot = current
    let box = slot as? BindingBox ?? BindingBox()
    box.record(current)
    slot = box
  }

  static func inputsEqual(_ old: Binding<Value>, _ new: Binding<Value>) -> Bool {
    guard old.location.isSame(as: new.location), let snapshot = old.snapshot else { return false }
    return isEqualAny(snapshot, new.location.peek()) ?? false
  }
}

/// Remembers the values a binding field had at the last two body runs, for `_printChanges()`.
private final class BindingBox: PropertyBox {
  private var previous: Any?
  private var current: Any?
  private var hasPrevious = false

  func record(_ value: Any) {
    previous = current
    hasPrevious = current != nil
    current = value
  }

  func takeChange() -> Bool {
    hasPrevious && !(isEqualAny(previous, current) ?? false)
  }
}
