import CLibCrypto

/// SHA-256 for cache keys, from OpenSSL's libcrypto (Debian's libssl-dev; Foundation on Linux has
/// no CryptoKit): a cache key must not collide when examples differ. The digest is written as 64
/// lower-case hex digits. A value type: a copy goes on from the same state without disturbing the
/// original.
struct SHA256 {
  private var context = DigestContext()

  init() {}

  mutating func update(_ bytes: some Sequence<UInt8>) {
    if !isKnownUniquelyReferenced(&context) { context = context.copy() }
    let hashed = bytes.withContiguousStorageIfAvailable { context.update($0) }
    if hashed == nil { Array(bytes).withUnsafeBufferPointer { context.update($0) } }
  }

  mutating func update(_ text: String) { update(text.utf8) }

  /// The digest's 32 bytes.
  mutating func finalizeBytes() -> [UInt8] {
    if !isKnownUniquelyReferenced(&context) { context = context.copy() }
    return context.finalize()
  }

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

/// One libcrypto digest context, freed with its owner. Allocation fails only when memory is out,
/// which no build survives anyway.
private final class DigestContext {
  let pointer: OpaquePointer

  init() {
    pointer = EVP_MD_CTX_new()!
    EVP_DigestInit_ex(pointer, EVP_sha256(), nil)
  }

  private init(copying other: DigestContext) {
    pointer = EVP_MD_CTX_new()!
    EVP_MD_CTX_copy_ex(pointer, other.pointer)
  }

  deinit { EVP_MD_CTX_free(pointer) }

  func copy() -> DigestContext { DigestContext(copying: self) }

  func update(_ bytes: UnsafeBufferPointer<UInt8>) {
    EVP_DigestUpdate(pointer, bytes.baseAddress, bytes.count)
  }

  /// The digest's 32 bytes; the context starts again, empty.
  func finalize() -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
    var length: UInt32 = 0
    EVP_DigestFinal_ex(pointer, &digest, &length)
    EVP_DigestInit_ex(pointer, EVP_sha256(), nil)
    return Array(digest.prefix(Int(length)))
  }
}
