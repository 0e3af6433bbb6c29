/// `Circle().fill(...)`, `Text(…)`: a call whose arguments the note elides with `...` (or `…`),
/// which Swift reads as the range operator passed as the only argument. swiftc says only that
/// no overload matches ("no exact matches in call to initializer"), or which label or argument
/// the one it tried lacks.
enum ElidedArguments {
  /// The cause, when `error` is such a mismatch at a call on its line of the compiled file
  /// (`lines`) whose parentheses hold only an elision mark.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard mismatches.contains(where: error.text.hasPrefix),
      lines.indices.contains(error.line - 1), error.column >= 1
    else { return nil }
    let line = lines[error.line - 1]
    guard
      let at = line.index(line.startIndex, offsetBy: error.column - 1, limitedBy: line.endIndex)
    else { return nil }
    // swiftc points at the call's name or at the elided argument: the call holds either.
    let call = line.matches(of: #/\.?[\p{L}_][\p{L}\p{N}_.]*\(\s*(?:\.{3,4}|…)\s*\)/#).first {
      $0.range.contains(at)
    }
    return call.map { .elidedArguments(String($0.0)) }
  }

  /// swiftc's words for a call none of whose overloads takes the range operator alone.
  private static let mismatches = [
    "no exact matches in call to", "missing argument", "extra argument",
    "incorrect argument label",
  ]
}
