/// `@Published var count = 0 { }`: a wrapped property followed by braces left empty (what stays
/// of a `willSet` taken out). Swift reads the braces as the property's accessors, which makes it
/// computed, and swiftc says only "property wrapper cannot be applied to a computed property",
/// never pointing at the braces.
enum WrapperOverEmptyAccessors {
  /// The cause, when `error` is that message on a wrapped property of the compiled file
  /// (`lines`) whose braces hold nothing but blank lines and comments.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard error.text.hasPrefix("property wrapper cannot be applied to a computed property"),
      lines.indices.contains(error.line - 1)
    else { return nil }
    let rest = lines[(error.line - 1)...].joined(separator: "\n")
    guard
      let declaration = rest.firstMatch(
        of: #/@([\p{L}_][\p{L}\p{N}_]*)[^\n{]*?\bvar\s+([\p{L}_][\p{L}\p{N}_]*)[^\n{]*\{/#),
      let close = rest[declaration.range.upperBound...].firstIndex(of: "}")
    else { return nil }
    let braces = String(rest[declaration.range.upperBound..<close])
      .replacing(#/\/\/[^\n]*|\/\*[\s\S]*?\*\//#, with: "")
    guard braces.allSatisfy(\.isWhitespace) else { return nil }
    return .wrapperOverEmptyAccessors(
      wrapper: String(declaration.1), property: String(declaration.2))
  }
}
