/// `protocol Feed` shown twice in one block, a first version and the one that replaces it:
/// swiftc says "invalid redeclaration", never that the block holds two versions of one
/// declaration, which a reader meant to read one after the other.
enum DeclaredTwice {
  /// The cause, when `error` is swiftc's "invalid redeclaration" of a name and both it and the
  /// declaration before, which swiftc's `notes` on it point at, are in the block (`isInBlock`):
  /// a block that declares again another block's name is no two versions of its own.
  static func cause(
    of error: CompilerMessage, notes: [CompilerMessage], isInBlock: (CompilerMessage) -> Bool
  ) -> CompileErrorCause? {
    guard let match = error.text.wholeMatch(of: #/invalid redeclaration of '(.+)'/#),
      isInBlock(error),
      let previous = notes.first(where: { $0.text.hasSuffix("previously declared here") }),
      isInBlock(previous)
    else { return nil }
    return .declaredTwice(String(match.1))
  }
}
