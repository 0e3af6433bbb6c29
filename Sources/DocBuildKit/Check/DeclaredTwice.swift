/// `protocol Feed` shown twice in one block, a first version and the one that replaces it:
/// swiftc says "invalid redeclaration", never that the block holds two versions of one
/// declaration, which a reader meant to read one after the other.
enum DeclaredTwice {
  /// The cause, when `error` is swiftc's "invalid redeclaration" of a name.
  static func cause(of error: CompilerMessage) -> CompileErrorCause? {
    guard let match = error.text.wholeMatch(of: #/invalid redeclaration of '(.+)'/#) else {
      return nil
    }
    return .declaredTwice(String(match.1))
  }
}
