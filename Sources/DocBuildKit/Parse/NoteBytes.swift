import Foundation

/// The bytes of a note made ready for parsing: checked for binary content, repaired where they
/// are not UTF-8, without byte order mark, with `\n` line ends.
enum NoteBytes {
  enum Outcome {
    case text([UInt8], [Diagnostic])
    /// Not a text file; nothing can be built from it.
    case binary(Diagnostic)
  }

  static func prepare(_ data: Data, path: String) -> Outcome {
    if contains(0, in: data) {
      return .binary(
        .error(
          "note.binary", "not a text file (it contains NUL bytes); no page is built", path: path))
    }
    var diagnostics: [Diagnostic] = []
    var bytes: [UInt8]
    if String(validating: data, as: UTF8.self) != nil {
      bytes = [UInt8](data)
    } else {
      let position = firstInvalidUTF8Position(data)
      diagnostics.append(
        .error(
          "note.invalid-utf8",
          "invalid UTF-8; the bad bytes are shown as \u{FFFD}",
          path: path, range: SourceRange(start: position, end: position)))
      bytes = Array(String(decoding: data, as: UTF8.self).utf8)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    if contains(UInt8(ascii: "\r"), in: bytes) { bytes = normalisingLineEnds(bytes) }
    return .text(bytes, diagnostics)
  }

  /// `memchr`, because a note may be 50 MB and this runs on every one.
  private static func contains(_ byte: UInt8, in bytes: some ContiguousBytes) -> Bool {
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return false }
      return memchr(base, Int32(byte), raw.count) != nil
    }
  }

  /// `\r\n` and a lone `\r` both end a line, as they do for cmark.
  private static func normalisingLineEnds(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\r") {
        result.append(UInt8(ascii: "\n"))
        if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
      } else {
        result.append(byte)
      }
      index += 1
    }
    return result
  }

  /// The line and scalar column of the first byte that is not valid UTF-8.
  private static func firstInvalidUTF8Position(_ data: Data) -> SourcePosition {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = data.makeIterator()
    var line = 1
    var column = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1 && encoded.first == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .error, .emptyInput:
        return SourcePosition(line: line, column: column)
      }
    }
  }
}
