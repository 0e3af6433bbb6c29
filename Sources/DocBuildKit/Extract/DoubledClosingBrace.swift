/// A line of code ending in one `}` too many (`var total: Int { get }}`): its extra `}` closes the
/// declaration the block opened, and the `}` written to close that declaration closes nothing.
/// The block does not start inside an unshown declaration; it closes one twice.
enum DoubledClosingBrace {
  /// The line (1-based in `lines`) ending in the doubled `}` before the `}` at `strayLine`, which
  /// closes nothing: the last line that brings the block back to its top level, holds code before
  /// its `}}`, and closes a declaration opened at the stray `}`'s indentation.
  static func find(_ lines: [String], _ tokens: WrittenTokens, strayLine: Int) -> Int? {
    let depth = (0...strayLine).map { line in
      line == 0 ? 0 : BracketBalance(tokens.upTo(line: line)).excess(of: .leftBrace)
    }
    guard depth[strayLine - 1] == 0,
      let doubled = (1..<strayLine).last(where: { line in
        let text = lines[line - 1].trimmingCharacters(in: .whitespaces)
        return depth[line] == 0 && depth[line - 1] > 0 && text.hasSuffix("}}")
          && text.contains { $0 != "}" && !$0.isWhitespace }
      }),
      let opening = (1...doubled).last(where: { depth[$0 - 1] == 0 && depth[$0] > 0 }),
      lines[opening - 1].indentationWidth == lines[strayLine - 1].indentationWidth
    else { return nil }
    return doubled
  }
}
