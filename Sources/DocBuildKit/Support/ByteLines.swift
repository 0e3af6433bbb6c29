import Foundation

/// The lines of UTF-8 text as byte ranges without their `\n`, found with `memchr` because a note
/// may be 50 MB. Text ending in `\n` has an empty last line, as editors show it.
struct ByteLines: Sequence, IteratorProtocol {
  struct Line {
    /// 1-based.
    var number: Int
    var range: Range<Int>
  }

  private let bytes: [UInt8]
  private var start = 0
  private var number = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func next() -> Line? {
    guard start <= bytes.count else { return nil }
    let from = start
    let end = bytes.withUnsafeBufferPointer { buffer -> Int in
      guard let base = buffer.baseAddress, from < buffer.count,
        let found = memchr(base + from, Int32(UInt8(ascii: "\n")), buffer.count - from)
      else { return buffer.count }
      return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
    start = end + 1
    number += 1
    return Line(number: number, range: from..<end)
  }
}
