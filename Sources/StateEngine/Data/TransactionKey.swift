/// A key for a value of the note's own that a transaction carries (iOS 17), read and written with
/// `transaction[Key.self]`, or declared with `@Entry`.
public protocol TransactionKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension Transaction {
  public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
