import Foundation

/// Reads the small token language shared by fence info strings and scenario lines:
/// words, and double-quoted strings with Swift's escapes `\"`, `\\`, `\n`, `\t` and `\u{…}`
/// (any script inside).
/// Positions are counted in Unicode scalars from 0, so callers can report exact columns.
struct QuotedStringScanner {
  enum Failure: Error, Equatable {
    /// A string opened at `offset` has no closing quote.
    case unterminatedString(offset: Int)
    /// A `\` followed by something that is not one of the escapes, or a bad `\u{…}`.
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
        result.append(try readEscape(at: offset - 1))
      default:
        result.append(scalar)
      }
    }
    throw .unterminatedString(offset: start)
  }

  /// The character after a `\` (at `start`), the scanner past it.
  private mutating func readEscape(at start: Int) throws(Failure) -> Unicode.Scalar {
    guard let escaped = current else { throw .unknownEscape(offset: start) }
    offset += 1
    switch escaped {
    case "\"", "\\": return escaped
    case "n": return "\n"
    case "t": return "\t"
    case "u":
      guard current == "{" else { throw .unknownEscape(offset: start) }
      offset += 1
      let digits = read(while: { $0.properties.isASCIIHexDigit })
      guard current == "}", (1...8).contains(digits.count),
        let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value)
      else { throw .unknownEscape(offset: start) }
      offset += 1
      return scalar
    default:
      throw .unknownEscape(offset: start)
    }
  }

  /// `text` written as a quoted string that `readQuoted` reads back unchanged.
  static func quote(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": quoted += "\\\\"
      case "\"": quoted += "\\\""
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case _ where scalar.properties.generalCategory == .control:
        quoted += "\\u{\(String(scalar.value, radix: 16))}"
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
