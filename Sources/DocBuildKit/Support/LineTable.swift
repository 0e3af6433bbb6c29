/// The lines of UTF-8 text, found once (with `ByteLines`) and read by number: a line's bytes, a
/// byte column's scalar column, and, as a collection, each line as a string made only when it is
/// read, so a big note is not held again as one string per line.
struct LineTable: RandomAccessCollection {
  private let bytes: [UInt8]
  /// The offset of the first byte of each line; line `n` starts at `lineStarts[n - 1]`.
  private let lineStarts: [Int]

  init(bytes: [UInt8]) {
    self.bytes = bytes
    lineStarts = ByteLines(bytes).map(\.range.lowerBound)
  }

  var lineCount: Int { lineStarts.count }

  var startIndex: Int { 0 }
  var endIndex: Int { lineCount }

  /// Line `index + 1`, without its line feed.
  subscript(index: Int) -> String {
    String(decoding: bytes(ofLine: index + 1), as: UTF8.self)
  }

  /// The bytes of `line` (1-based) without its line feed; empty outside the text.
  func bytes(ofLine line: Int) -> ArraySlice<UInt8> {
    guard line >= 1, line <= lineStarts.count else { return [] }
    let start = lineStarts[line - 1]
    let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    return bytes[start..<Swift.max(start, end)]
  }

  /// The scalar column of the character that holds byte column `byteColumn` (1-based) of `line`:
  /// the number of scalars that start within the first `byteColumn` bytes of the line.
  func scalarColumn(line: Int, byteColumn: Int) -> Int {
    let lineBytes = bytes(ofLine: line)
    let end = Swift.min(lineBytes.startIndex + Swift.max(byteColumn, 0), lineBytes.endIndex)
    return bytes.withUnsafeBufferPointer { buffer in
      var scalars = 0
      var index = lineBytes.startIndex
      while index < end {
        if buffer[index] & 0xC0 != 0x80 { scalars += 1 }
        index += 1
      }
      return Swift.max(scalars, 1)
    }
  }
}
