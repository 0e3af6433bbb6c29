import Foundation

/// iCloud's key-value store, which Foundation has on Apple platforms only. The engine keeps it in
/// memory, one store for every instance as iCloud keeps one per app, emptied when an example run
/// starts (`ExampleStorage`). Nothing syncs, so `didChangeExternallyNotification` is posted only
/// by an example that posts it itself (Differences.md).
open class NSUbiquitousKeyValueStore: NSObject {
  /// Every instance's values, behind a lock as Foundation's stores are: an example may read and
  /// write the store from any thread or task.
  nonisolated(unsafe) private static var values: [String: Any] = [:]
  private static let lock = NSLock()

  public static let `default` = NSUbiquitousKeyValueStore()

  /// Posted when another device changed the store; never by the engine.
  public static var didChangeExternallyNotification: Notification.Name {
    Notification.Name(
      "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
  }

  public override init() {}

  /// Empties the store, for a new example run.
  static func removeAll() {
    lock.withLock { values = [:] }
  }

  open func object(forKey key: String) -> Any? { Self.lock.withLock { Self.values[key] } }
  open func set(_ value: Any?, forKey key: String) {
    Self.lock.withLock { Self.values[key] = value }
  }
  open func removeObject(forKey key: String) {
    Self.lock.withLock { Self.values[key] = nil }
  }

  open func string(forKey key: String) -> String? { object(forKey: key) as? String }
  open func array(forKey key: String) -> [Any]? { object(forKey: key) as? [Any] }
  open func dictionary(forKey key: String) -> [String: Any]? {
    object(forKey: key) as? [String: Any]
  }
  open func data(forKey key: String) -> Data? { object(forKey: key) as? Data }
  /// The number kept under the key, or 0 when there is none: these getters are not optional.
  open func longLong(forKey key: String) -> Int64 { number(forKey: key)?.int64Value ?? 0 }
  open func double(forKey key: String) -> Double { number(forKey: key)?.doubleValue ?? 0 }
  open func bool(forKey key: String) -> Bool { number(forKey: key)?.boolValue ?? false }

  open func set(_ value: String?, forKey key: String) { set(value as Any?, forKey: key) }
  open func set(_ value: Data?, forKey key: String) { set(value as Any?, forKey: key) }
  open func set(_ value: [Any]?, forKey key: String) { set(value as Any?, forKey: key) }
  open func set(_ value: [String: Any]?, forKey key: String) { set(value as Any?, forKey: key) }
  open func set(_ value: Int64, forKey key: String) { set(NSNumber(value: value), forKey: key) }
  open func set(_ value: Double, forKey key: String) { set(NSNumber(value: value), forKey: key) }
  open func set(_ value: Bool, forKey key: String) { set(NSNumber(value: value), forKey: key) }

  open var dictionaryRepresentation: [String: Any] { Self.lock.withLock { Self.values } }

  /// Writes to disk on a device; the engine's store is memory only, always in sync.
  @discardableResult
  open func synchronize() -> Bool { true }

  private func number(forKey key: String) -> NSNumber? {
    switch object(forKey: key) {
    case let number as NSNumber: number
    case let value as Int: NSNumber(value: value)
    case let value as Double: NSNumber(value: value)
    case let value as Bool: NSNumber(value: value)
    default: nil
    }
  }
}
