@_spi(Reflection) import Swift

/// Decides whether a child's body must run again, comparing its old and new struct as SwiftUI does:
/// plain data bytewise, Equatable by `==`, objects by identity, closures by function and context pointers
/// (so a capturing closure is never equal), bindings by location and value, other structs field by field.
enum InputComparison {
  static func equal(_ old: any View, _ new: any View) -> Bool {
    func open<V: View>(_ old: V) -> Bool {
      guard let new = new as? V else { return false }
      return equalValues(old, new)
    }
    return open(old)
  }

  static func equalValues<T>(_ old: T, _ new: T) -> Bool {
    var old = old
    var new = new
    let compare = comparator(for: T.self, kind: nil)
    return withUnsafeBytes(of: &old) { oldBytes in
      withUnsafeBytes(of: &new) { newBytes in compare(oldBytes.baseAddress!, newBytes.baseAddress!)
      }
    }
  }

  static func comparator(for type: Any.Type, kind: _MetadataKind?) -> TypeLayout.Comparator {
    func open<T>(_: T.Type) -> TypeLayout.Comparator {
      typedComparator(T.self, kind: kind)
    }
    return _openExistential(type, do: open)
  }

  private static func typedComparator<T>(_: T.Type, kind: _MetadataKind?) -> TypeLayout.Comparator {
    let size = MemoryLayout<T>.size
    if let installable = T.self as? any InstallableProperty.Type {
      return installable.compare
    }
    if _isPOD(T.self) {
      return { old, new in size == 0 || memcmp(old, new, size) == 0 }
    }
    if let equatable = T.self as? any Equatable.Type {
      return equatableComparator(equatable)
    }
    if T.self is AnyObject.Type {
      return { old, new in
        old.assumingMemoryBound(to: T.self).pointee as AnyObject
          === new.assumingMemoryBound(to: T.self).pointee as AnyObject
      }
    }
    // Views and their nested fields are structs; fields report their own kind.
    switch kind ?? .struct {
    case .function:
      // Same code and same (nil) context: only non-capturing closures compare equal.
      return { old, new in memcmp(old, new, size) == 0 }
    case .struct:
      return TypeLayout.of(T.self).compare
    default:
      return { _, _ in false }
    }
  }

  private static func equatableComparator<E: Equatable>(_: E.Type) -> TypeLayout.Comparator {
    { old, new in
      old.assumingMemoryBound(to: E.self).pointee == new.assumingMemoryBound(to: E.self).pointee
    }
  }
}

/// `==` when both values are Equatable of the same type, identity for objects, nil when undecidable.
func isEqualAny(_ lhs: Any?, _ rhs: Any?) -> Bool? {
  switch (lhs, rhs) {
  case (nil, nil): return true
  case (nil, _), (_, nil): return false
  case (let lhs?, let rhs?):
    if let lhs = lhs as? any Equatable {
      func open<E: Equatable>(_ lhs: E) -> Bool { (rhs as? E).map { $0 == lhs } ?? false }
      return open(lhs)
    }
    if type(of: lhs) is AnyObject.Type, type(of: rhs) is AnyObject.Type {
      return (lhs as AnyObject) === (rhs as AnyObject)
    }
    return nil
  }
}
