/// A value owned by the view's node. The struct only carries the initial value; the node's box is wired in
/// before each body run, so `self.x = …` in `init` has no lasting effect.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let initialValue: Value
  private var box: StateBox<Value>?

  public init(wrappedValue value: Value) {
    initialValue = value
  }

  public init(initialValue value: Value) {
    initialValue = value
  }

  public var wrappedValue: Value {
    get {
      if let box { return box.get() }
      return initialValue
    }
    nonmutating set {
      box?.set(newValue)
    }
  }

  /// `$x` creates a binding without reading the value.
  public var projectedValue: Binding<Value> {
    Binding(location: box ?? StateBox(value: initialValue))
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    if let existing = slot as? StateBox<Value> {
      box = existing
      return
    }
    let created = StateBox(value: initialValue)
    if Value.self is AnyObject.Type {
      context.node.graph.tracker.noteInstalled(initialValue as AnyObject)
    }
    box = created
    slot = created
  }

  static func inputsEqual(_ old: State<Value>, _ new: State<Value>) -> Bool { true }
}
