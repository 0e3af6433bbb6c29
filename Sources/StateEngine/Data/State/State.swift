/// A value owned by the view's node. The struct only carries the initial value; the node's box is wired in
/// before each body run, so `self.x = …` in `init` has no lasting effect.
///
/// Read while the views are updating (a body, a sheet's content), the struct gives the value it was
/// installed with, the value as of its view's last body run; read at any other time (an action), the
/// current value. OpenSwiftUI's `State.getValue(forReading:)` returns `_value` while
/// `GraphHost.isUpdating` and `_location.get()` otherwise: the stale value a sheet shows when its
/// presenter's body never reads the state.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let initialValue: Value
  private var box: StateBox<Value>?
  private var installedValue: Value?

  public init(wrappedValue value: Value) {
    initialValue = value
  }

  public init(initialValue value: Value) {
    initialValue = value
  }

  public var wrappedValue: Value {
    get {
      guard let box else { return initialValue }
      let current = box.get()
      if Tracking.currentNode != nil, let installedValue { return installedValue }
      return current
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
      installedValue = existing.peek()
      return
    }
    let created = StateBox(value: initialValue)
    if Value.self is AnyObject.Type {
      context.node.graph.tracker.noteInstalled(initialValue as AnyObject)
    }
    box = created
    installedValue = initialValue
    slot = created
  }

  /// SwiftUI compares a view's `State` fields with the rest of the view, initial value included: a
  /// child that makes a fresh object for its state (`@State var model = Model()`) is a changed view
  /// (`@self`) each time its parent's body runs. Initial values that are not objects count as equal.
  static func inputsEqual(_ old: State<Value>, _ new: State<Value>) -> Bool {
    guard Value.self is AnyObject.Type else { return true }
    return old.initialValue as AnyObject === new.initialValue as AnyObject
  }
}
