/// `Circle().fill(...)`, `Text(…)`: a call whose arguments the note elides with `...` (or `…`),
/// which Swift reads as the range operator passed as the only argument. swiftc says only "no
/// exact matches in call to initializer" (or to a method).
enum ElidedArguments {
  /// The cause, when `error` is such a mismatch at a call on its line of the compiled file
  /// (`lines`) whose parentheses hold only an elision mark.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard error.text.hasPrefix("no exact matches in call to"),
      lines.indices.contains(error.line - 1), error.column >= 1
    else { return nil }
    let line = lines[error.line - 1]
    guard
      let from = line.index(
        line.startIndex, offsetBy: error.column - 1, limitedBy: line.endIndex),
      let call = line[from...].prefixMatch(
        of: #/\.?[\p{L}_][\p{L}\p{N}_.]*\(\s*(?:\.{3,4}|…)\s*\)/#)
    else { return nil }
    return .elidedArguments(String(call.0))
  }
}
