/// One part of a build's examples (`--shard 2/4`): a CI matrix runs each part on its own machine,
/// and a last build over the merged caches compiles nothing. Examples are assigned by their cache
/// key, so the assignment is stable across machines and runs and identical examples share a shard.
public struct Shard: Sendable, Hashable {
  /// 1-based, as people count shards.
  public var index: Int
  public var count: Int

  /// `"2/4"`; nil when malformed (index outside 1...count).
  public init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  /// Whether the example with this cache key (hex SHA-256) belongs to this shard.
  func contains(key: String) -> Bool {
    let value = UInt64(key.prefix(15), radix: 16) ?? 0
    return Int(value % UInt64(count)) == index - 1
  }
}
