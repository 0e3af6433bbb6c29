import Testing

@testable import DocBuildKit

@Suite struct SHA256Tests {
  @Test func knownVectors() {
    #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  /// Cache keys are hashed in pieces: the digest is that of the pieces' bytes one after the other,
  /// from bytes, text or a sequence that is not contiguous.
  @Test func piecesHashAsTheirConcatenation() {
    var hash = SHA256()
    hash.update("ab")
    hash.update([UInt8(ascii: "c")].lazy.map { $0 })
    hash.update([UInt8](repeating: 0x61, count: 100))
    #expect(hash.finalize() == SHA256.hex("abc" + String(repeating: "a", count: 100)))
    #expect(
      SHA256.hex(String(repeating: "a", count: 1000)).hasPrefix("41edece42d63e8d9bf515a9ba6932e1c"))
  }

  /// A copy goes on from the state it was copied in, and neither disturbs the other.
  @Test func aCopyIsAValue() {
    var first = SHA256()
    first.update("ab")
    var second = first
    second.update("c")
    first.update("x")
    #expect(second.finalize() == SHA256.hex("abc"))
    #expect(first.finalize() == SHA256.hex("abx"))
  }

  @Test func multiByteText() {
    #expect(SHA256.hex("상태") != SHA256.hex("状态"))
    #expect(SHA256.hex("상태").count == 64)
  }
}
