/// A key for a value the focused view publishes to the rest of the app (its menu commands).
public protocol FocusedValueKey {
  associatedtype Value
}

/// The values the focused view publishes, by key.
public struct FocusedValues {
  var values: [ObjectIdentifier: Any] = [:]

  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// The value the focused view publishes under a key. The engine's commands are never shown, and
/// no view publishes to the others, so the value is always absent.
@propertyWrapper
public struct FocusedValue<Value> {
  let keyPath: KeyPath<FocusedValues, Value?>

  public init(_ keyPath: KeyPath<FocusedValues, Value?>) { self.keyPath = keyPath }

  public var wrappedValue: Value? { FocusedValues()[keyPath: keyPath] }
}

/// A binding the focused view publishes under a key: always absent, as `FocusedValue` is.
@propertyWrapper
public struct FocusedBinding<Value> {
  let keyPath: KeyPath<FocusedValues, Binding<Value>?>

  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

  public var wrappedValue: Value? { FocusedValues()[keyPath: keyPath]?.wrappedValue }
}

/// Publishing a value while the view is focused: recorded by name (see `FocusedValue`).
extension View {
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View
  {
    accepted("focusedValue")
  }

  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    accepted("focusedSceneValue")
  }
}
