/// A type whose `}` comes too early: members written after it, at a member's indentation, and a
/// `}` after them that closes nothing. The note closed the type before its last members (a
/// method left outside its class), not started the block inside an unshown declaration.
enum TypeClosedEarly {
  struct Found: Equatable {
    /// The line (1-based in the block) of the `}` that closes the type.
    var line: Int
    var type: String
    /// The first member written after it, and its line.
    var member: String
    var memberLine: Int
  }

  /// The type closed too early before the `}` at `strayLine` (1-based), which closes nothing.
  static func find(_ lines: [String], _ tokens: WrittenTokens, strayLine: Int) -> Found? {
    // The braces left open after each line.
    let depth = (0...strayLine).map { line in
      line == 0 ? 0 : BracketBalance(tokens.upTo(line: line)).excess(of: .leftBrace)
    }
    guard depth[strayLine - 1] == 0 else { return nil }
    // The last `}` before it that brings the block back to its top level with code after it,
    // all indented deeper than that `}` (the member's own `}` back at depth 0 is not it).
    let closes = (1..<strayLine).filter { line in
      depth[line] == 0 && depth[line - 1] > 0
        && lines[line - 1].trimmingCharacters(in: .whitespaces) == "}"
    }
    guard
      let close = closes.last(where: { close in
        let between = (close + 1..<strayLine).filter { !lines[$0 - 1].isBlankOrComment }
        return !between.isEmpty
          && between.allSatisfy {
            lines[$0 - 1].indentationWidth > lines[close - 1].indentationWidth
          }
      }),
      let first = (close + 1..<strayLine).first(where: { !lines[$0 - 1].isBlankOrComment }),
      let member = memberName(lines[first - 1]),
      let opening = (1...close).last(where: { depth[$0 - 1] == 0 && typeName(lines[$0 - 1]) != nil }
      ),
      let type = typeName(lines[opening - 1])
    else { return nil }
    return Found(line: close, type: type, member: member, memberLine: first)
  }

  /// `struct Name`, `@Observable final class Name<…>: …`, `extension Name`.
  private static func typeName(_ line: String) -> String? {
    line.firstMatch(
      of:
        #/^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|final)\s+)*(?:struct|class|enum|actor|extension)\s+([\p{L}_][\p{L}\p{N}_.]*)/#
    ).map { String($0.1) }
  }

  /// `func fetch()`, `var items`, `init(…)`, with the modifiers a member may carry.
  private static func memberName(_ line: String) -> String? {
    guard
      let match = line.firstMatch(
        of:
          #/^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|static|final|override|mutating|nonisolated)\s+)*(func|var|let|init)\b\s*([\p{L}_][\p{L}\p{N}_]*)?/#
      )
    else { return nil }
    return match.1 == "init" ? "init" : match.2.map(String.init)
  }
}
