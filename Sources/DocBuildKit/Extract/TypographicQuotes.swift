import SwiftSyntax

/// Curly quotes (`“ ” ‘ ’`) or full-width ones (`＂ ＇`) written where Swift needs a straight `"`:
/// a word processor or a blog's editor changed them. Swift, and Xcode, read a string literal only
/// between straight quotes, so the block is reported at the first such quote, saying so, rather
/// than with the parser's guess at what broke. Quotes inside a string literal or a comment are
/// text, and fine, unless the literal never closes on its line: `"Done”` opens with a straight
/// quote and ends with a curly one, which Swift reads as text, so the string runs on.
enum TypographicQuotes {
  static let characters: Set<Character> = ["“", "”", "‘", "’", "＂", "＇", "„", "«", "»"]

  /// The message and position (in the compiled lines) of the first quote outside string
  /// literals and comments, or nil.
  static func first(in tree: SourceFileSyntax, locator: Locator) -> (
    line: Int, column: Int, message: String
  )? {
    for token in tree.tokens(viewMode: .sourceAccurate) {
      let text = token.text
      let index: String.Index
      let message: String
      switch token.tokenKind {
      case .regexLiteralPattern: continue
      case .stringSegment:
        // The last one of the line is the likeliest meant to close it.
        guard closesNever(token), let last = text.lastIndex(where: characters.contains) else {
          continue
        }
        index = last
        message =
          "string literal closed by typographic quote `\(text[last])`, which Swift reads as text: "
          + "the string never ends; close it with a straight `\"`"
      default:
        guard let first = text.firstIndex(where: characters.contains) else { continue }
        index = first
        message =
          "typographic quote `\(text[first])` where Swift needs a straight `\"`: string literals "
          + "take straight quotes only"
      }
      let offset = text.utf8.distance(from: text.startIndex, to: index)
      let position = locator.position(
        of: token.positionAfterSkippingLeadingTrivia.advanced(by: offset))
      return (position.line, position.column, message)
    }
    return nil
  }

  /// Whether `segment` is text of a one-line string literal whose closing quote is missing.
  private static func closesNever(_ segment: TokenSyntax) -> Bool {
    // (segment, the list of segments, the literal)
    guard let literal = segment.parent?.parent?.parent?.as(StringLiteralExprSyntax.self) else {
      return false
    }
    return literal.openingQuote.tokenKind == .stringQuote
      && literal.closingQuote.presence == .missing
  }
}
