/// Decoding of character references, enough to see through the entity tricks used to hide
/// `javascript:` in attribute values (`&#106;`, `&#x6A`, `&colon;`, `&Tab;`).
enum HTMLEntities {
  private static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    "colon": ":", "Tab": "\t", "NewLine": "\n", "sol": "/", "lpar": "(", "rpar": ")",
    "period": ".", "comma": ",", "semi": ";", "equals": "=", "num": "#", "excl": "!",
  ]

  static func decode(_ string: String) -> String {
    guard string.contains("&") else { return string }
    let scalars = Array(string.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "&", let (decoded, length) = reference(in: scalars, at: index) {
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
    reference(in: scalars, at: index) != nil || namedReferenceShape(scalars, at: index)
  }

  /// The decoded text and the length of the reference starting at `&`.
  private static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
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
    while index < scalars.count, scalars[index].isASCII, scalars[index].properties.isAlphabetic,
      name.count < 32
    {
      name.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard let decoded = named[name] else { return nil }
    if index < scalars.count && scalars[index] == ";" { index += 1 }
    return (decoded, index - start)
  }

  /// `&name;` with a name we do not decode (`&copy;`): left for the browser.
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
