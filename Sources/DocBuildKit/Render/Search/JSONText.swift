/// JSON string literals written by hand, so the search index's bytes depend on nothing but its content.
enum JSONText {
  /// `string` as a JSON string literal that is also a valid JavaScript literal.
  static func string(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      // Below U+0020 JSON needs escapes; U+2028/9 end a line in older JavaScript.
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
