/// A value a view hands to the custom layout around it (`layoutValue(key:value:)`), which reads it
/// from the view's `LayoutSubview`. The engine never runs a layout, so the value is accepted and a
/// subview reads the key's default (Differences.md).
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension View {
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    accepted("layoutValue")
  }
}

extension LayoutSubview {
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}
