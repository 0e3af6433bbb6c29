import SwiftSyntax

/// Curly quotes (`“ ” ‘ ’`) or full-width ones (`＂ ＇`) written where Swift needs a straight `"`:
/// a word processor or a blog's editor changed them. Swift, and Xcode, read a string literal only
/// between straight quotes, so the block is reported at the first such quote, saying so, rather
/// than with the parser's guess at what broke. Quotes inside a string literal or a comment are
/// text, and fine.
enum TypographicQuotes {
  static let characters: Set<Character> = ["“", "”", "‘", "’", "＂", "＇", "„", "«", "»"]

  /// The message and position (in the compiled lines) of the first quote outside string
  /// literals and comments, or nil.
  static func first(in tree: SourceFileSyntax, locator: Locator) -> (
    line: Int, column: Int, message: String
  )? {
    for token in tree.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .stringSegment, .regexLiteralPattern: continue
      default: break
      }
      let text = token.text
      guard let index = text.firstIndex(where: characters.contains) else { continue }
      let offset = text.utf8.distance(from: text.startIndex, to: index)
      let position = locator.position(
        of: token.positionAfterSkippingLeadingTrivia.advanced(by: offset))
      let message =
        "typographic quote `\(text[index])` where Swift needs a straight `\"`: string literals "
        + "take straight quotes only"
      return (position.line, position.column, message)
    }
    return nil
  }
}
