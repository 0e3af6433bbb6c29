/// `Image(.hamster)`: a symbol Xcode generates for an image of the project's asset catalog
/// (an `ImageResource`), which a note cannot ship. swiftc says only that the type has no such
/// member.
enum AssetSymbol {
  /// What is wrong, in docbuild's words, when `error` is about such a symbol in `source` (the
  /// compiled file); nil otherwise.
  static func message(for error: CompilerMessage, in source: String) -> String? {
    guard let member = error.text.firstMatch(of: #/has no member '([^']+)'$/#)?.1 else {
      return nil
    }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard error.line >= 1, error.line <= lines.count,
      lines[error.line - 1].contains("Image(.\(member))")
    else { return nil }
    return text(symbol: String(member))
  }

  /// The symbols `code` makes images of (`hamster` of `Image(.hamster)`), in order.
  static func symbols(in code: String) -> [String] {
    var found: [String] = []
    for match in code.matches(of: #/\bImage\(\.([\p{L}_][\p{L}\p{N}_]*)\)/#)
    where !found.contains(String(match.1)) {
      found.append(String(match.1))
    }
    return found
  }

  static func text(symbol: String) -> String {
    "`.\(symbol)` is an image symbol Xcode generates from the project's asset catalog, which the note does not ship"
  }
}
