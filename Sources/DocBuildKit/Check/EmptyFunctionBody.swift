/// `func area() -> Double { }`: a function shown for its signature, its body left empty (a
/// "wrong" and a "right" version side by side, say). swiftc says only "missing return in global
/// function expected to return 'Double'", which does not say that nothing was written.
enum EmptyFunctionBody {
  /// The cause, when `error` is such a "missing return" at the closing brace of a function whose
  /// body holds nothing but blank lines and comments, in the compiled file (`lines`).
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard
      let returns = error.text.firstMatch(of: #/^missing return in .+ expected to return '(.+)'/#),
      lines.indices.contains(error.line - 1)
    else { return nil }
    // swiftc points at the `}`: what stands between it and the `{` before it is the body.
    let before =
      lines[..<(error.line - 1)].joined(separator: "\n") + "\n"
      + lines[error.line - 1].prefix(max(error.column - 1, 0))
    guard let open = before.lastIndex(of: "{") else { return nil }
    let body = String(before[before.index(after: open)...])
      .replacing(#/\/\/[^\n]*|\/\*[\s\S]*?\*\//#, with: "")
    guard body.allSatisfy(\.isWhitespace),
      let function = before[..<open].split(separator: "\n").last?.firstMatch(
        of: #/\bfunc\s+([\p{L}_][\p{L}\p{N}_]*)/#)
    else { return nil }
    return .emptyBody(function: String(function.1), returns: String(returns.1))
  }
}
