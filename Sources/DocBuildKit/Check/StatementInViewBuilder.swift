/// `Button { … } label: { Text("Add"); print(count) }`: a statement inside a view builder, which
/// holds views only. swiftc says only "type '()' cannot conform to 'View'".
enum StatementInViewBuilder {
  /// The cause, when `error` is about such a statement on its line of the compiled file
  /// (`lines`); nil otherwise.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard error.text.hasPrefix("type '()' cannot conform to 'View'"),
      lines.indices.contains(error.line - 1)
    else { return nil }
    let statement = lines[error.line - 1].trimmingCharacters(in: .whitespaces)
    guard !statement.isEmpty, !statement.hasPrefix("}") else { return nil }
    return .statementInViewBuilder(SyntaxProblemCause.shortened(statement))
  }
}
