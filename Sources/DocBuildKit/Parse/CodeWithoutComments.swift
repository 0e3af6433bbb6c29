import SwiftSyntax

/// Code with its comments taken out, for scans that look for names in it: a word of a comment
/// (`// Text(…) would not do here`) is prose, not a name the code uses.
enum CodeWithoutComments {
  /// `code` with every comment replaced by the whitespace around it (line breaks kept); the code
  /// as it is when it cannot be parsed in time. With `blankingStrings`, the text of string
  /// literals is blanked too (interpolations kept): `Text("Open Settings (beta)")` makes no
  /// `Settings`.
  static func of(_ code: String, blankingStrings: Bool = false) -> String {
    guard let tree = SwiftSource.parse(code) else { return code }
    var text = ""
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var written = token.text
      if blankingStrings, case .stringSegment = token.tokenKind {
        written = String(written.map { $0.isNewline ? $0 : " " })
      }
      text += spacing(token.leadingTrivia) + written + spacing(token.trailingTrivia)
    }
    return text
  }

  /// The trivia without its comments: a comment becomes a space, or the line breaks it spans.
  private static func spacing(_ trivia: Trivia) -> String {
    var text = ""
    for piece in trivia {
      guard piece.isComment else {
        piece.write(to: &text)
        continue
      }
      var comment = ""
      piece.write(to: &comment)
      let breaks = comment.filter(\.isNewline).count
      text += breaks == 0 ? " " : String(repeating: "\n", count: breaks)
    }
    return text
  }
}
