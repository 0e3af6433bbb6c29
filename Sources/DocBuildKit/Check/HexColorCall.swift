/// `Color(0x1abc9c)`, `Color(hex: 0x1abc9c)`: a hex integer given to `Color`, which has no
/// initializer taking one; notes copy the call from projects that declare their own. swiftc says
/// only "no exact matches in call to initializer".
enum HexColorCall {
  /// The cause, when `error` is about such a call on its line of the compiled file (`lines`);
  /// nil otherwise.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard
      error.text.hasPrefix("no exact matches in call to initializer")
        || error.text.hasPrefix("cannot convert value of type 'Int'"),
      lines.indices.contains(error.line - 1),
      let match = lines[error.line - 1].firstMatch(
        of: #/\bColor\(\s*((?:hex\s*:\s*)?0x[0-9A-Fa-f]+)\s*\)/#)
    else { return nil }
    return .hexColor(String(match.1))
  }
}
