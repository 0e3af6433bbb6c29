import Foundation

/// Reads the small token language shared by fence info strings and scenario lines:
/// words, and double-quoted strings with `\"` and `\\` escapes (any script inside).
/// Positions are counted in Unicode scalars from 0, so callers can report exact columns.
struct QuotedStringScanner {
  enum Failure: Error, Equatable {
    /// A string opened at `offset` has no closing quote.
    case unterminatedString(offset: Int)
    /// A `\` followed by something other than `"` or `\`.
    case unknownEscape(offset: Int)
  }

  let scalars: [Unicode.Scalar]
  private(set) var offset = 0

  init(_ text: some StringProtocol) {
    scalars = Array(text.unicodeScalars)
  }

  var isAtEnd: Bool { offset >= scalars.count }
  var current: Unicode.Scalar? { isAtEnd ? nil : scalars[offset] }

  mutating func skip(while predicate: (Unicode.Scalar) -> Bool) {
    while let scalar = current, predicate(scalar) { offset += 1 }
  }

  mutating func skipWhitespace() {
    skip(while: { $0.properties.isWhitespace })
  }

  /// Consumes scalars while `predicate` holds and returns them.
  mutating func read(while predicate: (Unicode.Scalar) -> Bool) -> String {
    let start = offset
    skip(while: predicate)
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[start..<offset])
    return String(result)
  }

  /// Reads a quoted string starting at the current `"`, returning its unescaped content.
  mutating func readQuoted() throws(Failure) -> String {
    let start = offset
    offset += 1
    var result = String.UnicodeScalarView()
    while let scalar = current {
      offset += 1
      switch scalar {
      case "\"":
        return String(result)
      case "\\":
        guard let escaped = current, escaped == "\"" || escaped == "\\" else {
          throw .unknownEscape(offset: offset - 1)
        }
        result.append(escaped)
        offset += 1
      default:
        result.append(scalar)
      }
    }
    throw .unterminatedString(offset: start)
  }

  /// `text` written as a quoted string that `readQuoted` reads back unchanged.
  static func quote(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}
