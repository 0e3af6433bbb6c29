import Foundation

/// Key-value coding's setter, which `UserDefaults` has on Apple platforms through `NSObject` and
/// Foundation on Linux lacks: for the defaults it stores the value under the key, as
/// `set(_:forKey:)` does (Differences.md).
extension UserDefaults {
  public func setValue(_ value: Any?, forKey key: String) {
    set(value, forKey: key)
  }
}
