import Crypto

/// SHA-256 for cache keys, from swift-crypto (Foundation on Linux has no CryptoKit): a cache key
/// must not collide when examples differ. The digest is written as 64 lower-case hex digits.
struct SHA256 {
  private var hasher = Crypto.SHA256()

  init() {}

  mutating func update(_ bytes: some Sequence<UInt8>) {
    let hashed = bytes.withContiguousStorageIfAvailable {
      hasher.update(bufferPointer: UnsafeRawBufferPointer($0))
    }
    if hashed == nil { hasher.update(data: Array(bytes)) }
  }

  mutating func update(_ text: String) { update(text.utf8) }

  /// The digest's 32 bytes.
  mutating func finalizeBytes() -> [UInt8] { Array(hasher.finalize()) }

  /// The digest as 64 lower-case hex digits.
  mutating func finalize() -> String { Self.hex(bytes: finalizeBytes()) }

  /// `bytes` as lower-case hex digits, two a byte.
  static func hex(bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var hex: [UInt8] = []
    hex.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      hex += [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }
    return String(decoding: hex, as: UTF8.self)
  }

  static func hex(_ text: String) -> String {
    var hash = SHA256()
    hash.update(text)
    return hash.finalize()
  }
}
