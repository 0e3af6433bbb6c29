import SwiftSyntax

/// The brackets (`{`, `(`, `[`) of a run of tokens, walked once: those still open after the last
/// token and the closers that close none of their kind. A closer closes the innermost open
/// bracket of its kind; when that is not the innermost open bracket, the brackets interleave
/// (`( { )`). Tokens the parser only assumed (missing ones) are not counted.
struct BracketBalance {
  /// The brackets left open, outermost first.
  private(set) var open: [TokenSyntax] = []
  /// The closers with no open bracket of their kind, in order.
  private(set) var unopened: [TokenSyntax] = []
  private(set) var interleaves = false

  init(_ tokens: some Sequence<TokenSyntax>) {
    for token in tokens where token.presence == .present {
      switch token.tokenKind {
      case .leftBrace, .leftParen, .leftSquare:
        open.append(token)
      case .rightBrace, .rightParen, .rightSquare:
        guard let index = open.lastIndex(where: { Self.closer(of: $0.tokenKind) == token.text })
        else {
          unopened.append(token)
          continue
        }
        if index != open.count - 1 { interleaves = true }
        open.remove(at: index)
      default:
        continue
      }
    }
  }

  /// The closers of the brackets left open, innermost first; nil when a closer closes a bracket
  /// other than the innermost one, or none.
  var closersOfOpen: [String]? {
    guard !interleaves, unopened.isEmpty else { return nil }
    return open.reversed().map { Self.closer(of: $0.tokenKind) }
  }

  /// How many more brackets of `kind` (an opener) are opened than closed.
  func excess(of kind: TokenKind) -> Int {
    let closer = Self.closer(of: kind)
    return open.count { $0.tokenKind == kind } - unopened.count { $0.text == closer }
  }

  static func closer(of bracket: TokenKind) -> String {
    switch bracket {
    case .leftBrace: "}"
    case .leftParen: ")"
    default: "]"
    }
  }
}
