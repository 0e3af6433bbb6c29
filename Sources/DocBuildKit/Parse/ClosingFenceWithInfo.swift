/// A fence "closed" with "``` swift": CommonMark lets only a bare fence close a block, so that line
/// is read as code, and the block runs on to the next bare fence (or the note's end), taking in
/// the prose between. Authors mean it as the close: the block gets a warning at that line saying
/// what happened, and only the code before it is compiled, not prose the parser would reject.
enum ClosingFenceWithInfo {
  /// A warning for each fenced code block holding such a line.
  static func warnings(in blocks: [Block], path: String) -> [Diagnostic] {
    blocks.nestedCodeBlocks.compactMap { code -> Diagnostic? in
      guard let index = lineIndex(in: code) else { return nil }
      let line = code.firstCodeLine + index
      let last = code.range.end.line
      let fence = code.code.split(separator: "\n", omittingEmptySubsequences: false)[index]
        .trimmingCharacters(in: .whitespaces)
      let message =
        "\"\(fence)\" cannot close the fence opened at line \(code.range.start.line): a closing "
        + "fence carries no info string, so it is read as code and the block runs on to line "
        + "\(last), taking in the text between; only the code before it is compiled"
      return .warning(
        "parse.closing-fence-with-info", message, path: path,
        range: SourceRange(
          start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: 1)))
    }
  }

  /// The diagnostics without the "never closed" warning of a block that has such a line: its
  /// own warning already says where the block runs to.
  static func withoutRepeatedWarnings(_ diagnostics: [Diagnostic], blocks: [Block])
    -> [Diagnostic]
  {
    let openings = Set(
      blocks.nestedCodeBlocks.filter { lineIndex(in: $0) != nil }.map(\.range.start))
    return diagnostics.filter { diagnostic in
      guard diagnostic.id == "parse.unterminated-fence", let start = diagnostic.range?.start
      else { return true }
      return !openings.contains(start)
    }
  }

  /// The code of `block` before its first such line: what its author fenced.
  static func intendedCode(of block: CodeBlock) -> String {
    guard let index = lineIndex(in: block) else { return block.code }
    let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false)
    return lines[..<index].joined(separator: "\n") + "\n"
  }

  /// The 0-based index of the first line of a fenced block's code that is a backtick or tilde
  /// fence followed by an info string naming the block's own language (`` ``` swift `` in a
  /// Swift block), as its opening fence was written. A longer fence holding a fence of another
  /// language (```` ````md ```` around ```` ```swift ````) shows markdown, and is left alone.
  static func lineIndex(in block: CodeBlock) -> Int? {
    guard block.isFenced, let language = block.language else { return nil }
    let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.firstIndex { line in
      let indentation = line.prefix(while: { $0 == " " })
      guard indentation.count <= 3 else { return false }
      let rest = line.dropFirst(indentation.count)
      guard let mark = rest.first, mark == "`" || mark == "~" else { return false }
      let run = rest.prefix(while: { $0 == mark })
      let info = rest.dropFirst(run.count).trimmingCharacters(in: .whitespaces)
      let word = info.prefix(while: { !$0.isWhitespace }).lowercased()
      return run.count >= 3 && word == language && !(mark == "`" && info.contains("`"))
    }
  }
}
