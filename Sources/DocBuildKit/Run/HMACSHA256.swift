/// HMAC-SHA256 (RFC 2104) over our `SHA256`: a code over a message that only a holder of the key
/// can compute, unlike a plain digest, which anyone who can edit the message can recompute. A
/// message costs its own bytes and three blocks of 64 more.
struct HMACSHA256 {
  private var inner = SHA256()
  private let outerPad: [UInt8]

  /// SHA-256 reads its input in blocks of 64 bytes; the key is padded to one block.
  private static let blockSize = 64

  init(key: some Sequence<UInt8>) {
    var key = Array(key)
    if key.count > Self.blockSize {
      var hash = SHA256()
      hash.update(key)
      key = hash.finalizeBytes()
    }
    key += [UInt8](repeating: 0, count: Self.blockSize - key.count)
    inner.update(key.map { $0 ^ 0x36 })
    outerPad = key.map { $0 ^ 0x5C }
  }

  mutating func update(_ bytes: some Sequence<UInt8>) { inner.update(bytes) }

  mutating func update(_ text: String) { inner.update(text.utf8) }

  /// The code's 32 bytes.
  mutating func finalizeBytes() -> [UInt8] {
    var outer = SHA256()
    outer.update(outerPad)
    outer.update(inner.finalizeBytes())
    return outer.finalizeBytes()
  }

  /// The code as 64 lower-case hex digits.
  mutating func finalize() -> String { SHA256.hex(bytes: finalizeBytes()) }

  /// Whether two codes are equal, in a time that does not depend on where they differ.
  static func codesMatch(_ a: String, _ b: String) -> Bool {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    guard a.count == b.count else { return false }
    return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
