/// Decoding of character references as browsers do it: all of HTML5's named references (the
/// legacy ones also without `;`) and numeric ones, so that attribute values reach the page as the
/// author meant them and `javascript:` hidden behind `&#106;`, `&colon;` or `&Tab;` is seen through.
enum HTMLEntities {
  /// Names (with their `;` when they need one) to the text they stand for.
  private static let named: [String: String] = {
    var table: [String: String] = [:]
    for line in HTMLEntityTable.lines.split(separator: "\n") {
      let fields = line.split(separator: " ")
      let scalars = fields.dropFirst().compactMap {
        UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
      }
      table[String(fields[0])] = String(String.UnicodeScalarView(scalars))
    }
    return table
  }()

  /// The longest name in the table, `;` included.
  private static let longestName = 32

  /// Where the text is: in an attribute value, a legacy reference without `;` followed by `=` or
  /// a letter or digit stays as written (`?a=1&copy=2` is not `©=2`).
  enum Context {
    case text, attribute
  }

  static func decode(_ string: String, in context: Context = .text) -> String {
    guard string.contains("&") else { return string }
    let scalars = Array(string.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "&",
        let (decoded, length) = reference(in: scalars, at: index, context: context)
      {
        result.append(contentsOf: decoded.unicodeScalars)
        index += length
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }

  /// Whether `&` at `index` starts a character reference a browser would decode in text.
  static func startsReference(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    reference(in: scalars, at: index, context: .text) != nil
      || namedReferenceShape(scalars, at: index)
  }

  /// The decoded text and the length of the reference starting at `&`.
  private static func reference(
    in scalars: [Unicode.Scalar], at start: Int, context: Context
  ) -> (String, Int)? {
    var index = start + 1
    guard index < scalars.count else { return nil }
    if scalars[index] == "#" {
      index += 1
      let hex = index < scalars.count && (scalars[index] == "x" || scalars[index] == "X")
      if hex { index += 1 }
      let digitsStart = index
      var value: UInt32 = 0
      while index < scalars.count, let digit = digitValue(scalars[index], hex: hex) {
        // Saturate rather than overflow on absurdly long numbers.
        value = min(value &* (hex ? 16 : 10) &+ digit, 0x11_0000)
        index += 1
      }
      guard index > digitsStart else { return nil }
      if index < scalars.count && scalars[index] == ";" { index += 1 }
      let scalar = Unicode.Scalar(value).flatMap { $0 == "\u{0}" ? nil : $0 } ?? "\u{FFFD}"
      return (String(scalar), index - start)
    }
    var name = ""
    while index < scalars.count, name.unicodeScalars.count < longestName,
      isAlphanumeric(scalars[index])
    {
      name.unicodeScalars.append(scalars[index])
      index += 1
    }
    if index < scalars.count, scalars[index] == ";", let decoded = named[name + ";"] {
      return (decoded, name.unicodeScalars.count + 2)
    }
    // A legacy reference without `;` is the longest name in the table that starts the run.
    var length = name.unicodeScalars.count
    while length > 0 {
      let prefix = String(name.unicodeScalars.prefix(length))
      if let decoded = named[prefix] {
        let after = start + 1 + length
        if context == .attribute, after < scalars.count,
          scalars[after] == "=" || isAlphanumeric(scalars[after])
        {
          return nil
        }
        return (decoded, length + 1)
      }
      length -= 1
    }
    return nil
  }

  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
  }

  /// `&name;` with a name HTML does not know: browsers show it as written.
  private static func namedReferenceShape(_ scalars: [Unicode.Scalar], at start: Int) -> Bool {
    var index = start + 1
    while index < scalars.count, scalars[index].isASCII,
      scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
    {
      index += 1
    }
    return index > start + 1 && index < scalars.count && scalars[index] == ";"
  }

  private static func digitValue(_ scalar: Unicode.Scalar, hex: Bool) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 48
    case "a"..."f" where hex: scalar.value - 87
    case "A"..."F" where hex: scalar.value - 55
    default: nil
    }
  }
}
