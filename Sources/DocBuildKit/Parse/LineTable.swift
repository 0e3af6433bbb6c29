/// The lines of the UTF-8 text handed to cmark, to turn cmark's byte columns into the
/// model's columns (1-based, counted in Unicode scalars).
struct LineTable {
  private let bytes: [UInt8]
  /// The offset of the first byte of each line; line `n` starts at `lineStarts[n - 1]`.
  private let lineStarts: [Int]

  init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    bytes.withUnsafeBufferPointer { buffer in
      for index in buffer.indices where buffer[index] == UInt8(ascii: "\n") {
        starts.append(index + 1)
      }
    }
    lineStarts = starts
  }

  var lineCount: Int { lineStarts.count }

  /// The bytes of `line` (1-based) without its line feed; empty outside the text.
  func bytes(ofLine line: Int) -> ArraySlice<UInt8> {
    guard line >= 1, line <= lineStarts.count else { return [] }
    let start = lineStarts[line - 1]
    let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    return bytes[start..<max(start, end)]
  }

  /// The scalar column of the character that holds byte column `byteColumn` (1-based) of `line`:
  /// the number of scalars that start within the first `byteColumn` bytes of the line.
  func scalarColumn(line: Int, byteColumn: Int) -> Int {
    let lineBytes = bytes(ofLine: line)
    let end = min(lineBytes.startIndex + max(byteColumn, 0), lineBytes.endIndex)
    return bytes.withUnsafeBufferPointer { buffer in
      var scalars = 0
      var index = lineBytes.startIndex
      while index < end {
        if buffer[index] & 0xC0 != 0x80 { scalars += 1 }
        index += 1
      }
      return max(scalars, 1)
    }
  }

  /// The position of cmark's (line, byte column), clamped into the text.
  func position(line: Int, byteColumn: Int) -> SourcePosition {
    let line = min(max(line, 1), lineStarts.count)
    return SourcePosition(line: line, column: scalarColumn(line: line, byteColumn: byteColumn))
  }
}
