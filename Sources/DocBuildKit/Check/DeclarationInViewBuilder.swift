/// `func answer() { … }` written where the view's methods go, after a `body` one `}` short: the
/// function lands inside the view builder. swiftc says only "closure containing a declaration
/// cannot be used with result builder", which names neither the function nor the brace.
enum DeclarationInViewBuilder {
  /// The cause, when `error` is that message at a line of the compiled file (`lines`) declaring
  /// a function or a type.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard
      error.text.hasPrefix("closure containing a declaration cannot be used with result builder"),
      lines.indices.contains(error.line - 1)
    else { return nil }
    let line = lines[error.line - 1]
    // Its head, without a body written on the same line.
    let declaration = String(line.prefix { $0 != "{" }).trimmingCharacters(in: .whitespaces)
    guard declaration.firstMatch(of: #/^(?:\w+\s+)*(?:func|struct|class|enum)\s/#) != nil else {
      return nil
    }
    // Indented as the `body` above it: meant beside it, in the type, not inside it.
    let indent = line.prefix { $0 == " " || $0 == "\t" }
    let body = lines[..<(error.line - 1)].last { previous in
      previous.trimmingCharacters(in: .whitespaces).hasPrefix("var body")
    }
    let besideBody = body.map { $0.prefix { $0 == " " || $0 == "\t" } == indent } ?? false
    return .declarationInViewBuilder(
      SyntaxProblemCause.shortened(declaration), bodyLeftOpen: besideBody)
  }
}
