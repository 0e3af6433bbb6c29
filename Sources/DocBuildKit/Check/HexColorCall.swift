/// `Color(0x1abc9c)`: a hex integer given to `Color`, which has no initializer taking one; notes
/// copy the call from projects that declare their own. swiftc says only "no exact matches in call
/// to initializer".
enum HexColorCall {
  /// What is wrong, in docbuild's words, when `error` is about such a call in `source` (the
  /// compiled file); nil otherwise.
  static func message(for error: CompilerMessage, in source: String) -> String? {
    guard error.text.hasPrefix("no exact matches in call to initializer")
      || error.text.hasPrefix("cannot convert value of type 'Int'")
    else { return nil }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard error.line >= 1, error.line <= lines.count,
      let match = lines[error.line - 1].firstMatch(of: #/\bColor\(\s*(0x[0-9A-Fa-f]+)\s*\)/#)
    else { return nil }
    return text(hex: String(match.1))
  }

  static func text(hex: String) -> String {
    "`Color(\(hex))`: SwiftUI's `Color` has no initializer taking a hex integer, and the note never declares one"
  }
}
