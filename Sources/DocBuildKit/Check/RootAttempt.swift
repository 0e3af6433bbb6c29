/// What docbuild's own call building a root view could not give, read from the compiler's first
/// error about that call (`missing arguments for parameters 'content', 'label' in call`) or from
/// the values docbuild chose for it (`content: { Text("Content") }`): a reader is told the
/// parameters, never the compiler's words about code docbuild wrote.
enum RootAttempt {
  /// The parameters (`content`) and generic parameters (`Label`) the call could not give.
  static func unmade(_ error: String, chosen: [String]) -> (parameters: [String], generic: [String])
  {
    if let missing = error.firstMatch(of: #/^missing arguments? for parameters? (.+) in call/#) {
      return (CompilerMessage.quoted(in: String(missing.1)), [])
    }
    if let generic = error.firstMatch(of: #/generic parameter '([^']+)' could not be inferred/#) {
      return ([], [String(generic.1)])
    }
    // A value docbuild chose that the compiler refused: its parameter's name.
    let names = chosen.compactMap { value -> String? in
      guard let colon = value.firstIndex(of: ":") else { return nil }
      return String(value[..<colon])
    }
    return (names, [])
  }
}
