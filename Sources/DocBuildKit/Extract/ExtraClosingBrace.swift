/// A block that opens with a whole declaration (its header on the block's first line of code)
/// and ends in a `}` that closes nothing, right after that declaration closes and at its
/// header's indentation: the declaration was closed already, one `}` too many somewhere inside
/// it (an indentation slip), not a block that starts inside a declaration whose header the note
/// does not show.
enum ExtraClosingBrace {
  struct Found: Equatable {
    /// The line (1-based in the block) opening the declaration, and the one closing it.
    var opening: Int
    var closing: Int
  }

  /// The declaration closed before the `}` at `strayLine` (1-based), which closes nothing.
  static func find(_ lines: [String], _ tokens: WrittenTokens, strayLine: Int) -> Found? {
    let depth = (0...strayLine).map { line in
      line == 0 ? 0 : BracketBalance(tokens.upTo(line: line)).excess(of: .leftBrace)
    }
    guard depth[strayLine - 1] == 0,
      let first = lines.firstIndex(where: { !$0.isBlankOrComment }).map({ $0 + 1 }),
      first < strayLine, depth[first] > 0,
      lines[first - 1].indentationWidth == lines[strayLine - 1].indentationWidth,
      let closing = (first..<strayLine).first(where: { depth[$0] == 0 }),
      // Code after it at the top level may be what the stray `}` was meant for.
      (closing + 1..<strayLine).allSatisfy({ lines[$0 - 1].isBlankOrComment })
    else { return nil }
    return Found(opening: first, closing: closing)
  }
}
