import Testing

@testable import DocBuildKit

/// HMAC-SHA256 against the test vectors of RFC 4231, section 4 (cases 1–4, 6 and 7; case 5 is
/// about truncated codes, which docbuild does not use).
@Suite struct HMACSHA256Tests {
  static func code(key: [UInt8], data: [UInt8]) -> String {
    var mac = HMACSHA256(key: key)
    mac.update(data)
    return mac.finalize()
  }

  static func bytes(_ hex: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      bytes.append(UInt8(hex[index..<next], radix: 16)!)
      index = next
    }
    return bytes
  }

  @Test func case1ShortKey() {
    #expect(
      Self.code(key: [UInt8](repeating: 0x0B, count: 20), data: Array("Hi There".utf8))
        == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
  }

  @Test func case2KeyShorterThanTheCode() {
    #expect(
      Self.code(key: Array("Jefe".utf8), data: Array("what do ya want for nothing?".utf8))
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
  }

  @Test func case3And4CombinedKeyAndData() {
    #expect(
      Self.code(
        key: [UInt8](repeating: 0xAA, count: 20), data: [UInt8](repeating: 0xDD, count: 50))
        == "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe")
    #expect(
      Self.code(
        key: Self.bytes("0102030405060708090a0b0c0d0e0f10111213141516171819"),
        data: [UInt8](repeating: 0xCD, count: 50))
        == "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b")
  }

  /// Keys longer than SHA-256's block of 64 bytes are hashed first.
  @Test func case6And7KeyLongerThanABlock() {
    let key = [UInt8](repeating: 0xAA, count: 131)
    #expect(
      Self.code(
        key: key, data: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8))
        == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    let data =
      "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm."
    #expect(
      Self.code(key: key, data: Array(data.utf8))
        == "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2")
  }

  /// A message fed in pieces has the code of the whole; another key gives another code.
  @Test func piecesAndKeys() {
    var pieces = HMACSHA256(key: Array("Jefe".utf8))
    pieces.update("what do ya ")
    pieces.update("want for nothing?")
    #expect(
      pieces.finalize() == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    #expect(
      Self.code(key: Array("Jeff".utf8), data: Array("what do ya want for nothing?".utf8))
        != "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
  }

  @Test func codesMatchOnlyWhenEqual() {
    #expect(HMACSHA256.codesMatch("ab12", "ab12"))
    #expect(!HMACSHA256.codesMatch("ab12", "ab13"))
    #expect(!HMACSHA256.codesMatch("ab12", "ab1"))
  }
}
