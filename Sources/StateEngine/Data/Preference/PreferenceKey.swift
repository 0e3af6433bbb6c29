/// A named value views send up to their ancestors. Siblings' values are combined in view-tree
/// order by `reduce`; a view with no value for the key sends nothing ("views that have no explicit
/// value for the key produce this default value", Apple's documentation of `PreferenceKey`).
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  public static var defaultValue: Value { nil }
}

/// A preference key with its type erased, so the graph can combine values it cannot name.
struct AnyPreferenceKey {
  let id: ObjectIdentifier
  let reduce: (inout Any, Any) -> Void

  init<Key: PreferenceKey>(_ key: Key.Type) {
    id = ObjectIdentifier(key)
    reduce = { value, next in
      var typed = value as! Key.Value
      Key.reduce(value: &typed) { next as! Key.Value }
      value = typed
    }
  }
}
