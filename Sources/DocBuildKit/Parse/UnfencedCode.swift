import SwiftSyntax

/// Swift whose fences were lost (blog exports, pasted notes): runs of top-level paragraphs and
/// indented blocks in which some lines, from a line that starts a declaration at column 1 to a
/// closing brace at column 1, parse as Swift without errors (two lines at least, with braces).
/// Those lines become a Swift code block, run like a fenced one, with a warning at their first
/// line; the rest of the run is parsed again as markdown, so no word of prose is lost. Notes
/// without such runs keep their blocks as cmark gave them.
enum UnfencedCode {
  static func recover(
    _ blocks: [Block], markdown: [UInt8], path: String, placeholders: CalloutPlaceholders
  ) -> (blocks: [Block], diagnostics: [Diagnostic]) {
    let lines = LineTable(bytes: markdown)
    var result: [Block] = []
    var diagnostics: [Diagnostic] = []
    var run: [Block] = []
    func flush() {
      defer { run = [] }
      guard let first = run.first, let last = run.last else { return }
      let region = first.range.start.line...min(last.range.end.line, lines.count)
      let code = codeRanges(in: region, lines: lines)
      guard !code.isEmpty else {
        result += run
        return
      }
      var next = region.lowerBound
      for range in code {
        result += prose(next..<range.lowerBound, lines: lines, path: path, placeholders)
        let text = lines[(range.lowerBound - 1)..<range.upperBound].map { $0 + "\n" }.joined()
        result.append(
          .codeBlock(
            CodeBlock(
              info: "swift", code: text, isFenced: true,
              range: SourceRange(
                start: SourcePosition(line: range.lowerBound, column: 1),
                end: SourcePosition(line: range.upperBound, column: 1)),
              firstCodeLine: range.lowerBound)))
        diagnostics.append(
          .warning(
            "note.unfenced-code", "unfenced Swift code: fence it with ```swift", path: path,
            range: SourceRange(lines: range.lowerBound, range.lowerBound)))
        next = range.upperBound + 1
      }
      result += prose(next..<(region.upperBound + 1), lines: lines, path: path, placeholders)
    }
    for block in blocks {
      if block.isPlainText {
        run.append(block)
      } else {
        flush()
        result.append(block)
      }
    }
    flush()
    return (result, diagnostics)
  }

  /// The line ranges of `region` that are Swift, longest first from each starting line.
  private static func codeRanges(in region: ClosedRange<Int>, lines: LineTable) -> [ClosedRange<
    Int
  >] {
    let ends = region.filter { lines[$0 - 1].hasPrefix("}") }
    guard !ends.isEmpty else { return [] }
    var ranges: [ClosedRange<Int>] = []
    var start = region.lowerBound
    while start <= region.upperBound {
      if startsDeclaration(lines[start - 1]),
        let end = ends.reversed().first(where: {
          $0 > start && isSwift(lines[(start - 1)..<$0].joined(separator: "\n"))
        })
      {
        ranges.append(start...end)
        start = end + 1
      } else {
        start += 1
      }
    }
    return ranges
  }

  private static let openers = [
    "struct ", "class ", "final class ", "enum ", "extension ", "func ", "protocol ", "actor ",
    "import ", "@", "//", "let ", "var ", "#Preview", "private ", "fileprivate ", "public ",
  ]

  private static func startsDeclaration(_ line: String) -> Bool {
    openers.contains { line.hasPrefix($0) }
  }

  /// Parses without errors, has braces, and holds a declaration or a statement.
  private static func isSwift(_ code: String) -> Bool {
    guard code.contains("{"), let tree = SwiftSource.parse(code) else { return false }
    return !tree.hasError && !tree.statements.isEmpty
  }

  /// The lines of `range` parsed as markdown again, at their own line numbers.
  private static func prose(
    _ range: Range<Int>, lines: LineTable, path: String, _ placeholders: CalloutPlaceholders
  ) -> [Block] {
    guard !range.isEmpty, range.contains(where: { !lines[$0 - 1].allSatisfy(\.isWhitespace) })
    else { return [] }
    let text =
      String(repeating: "\n", count: range.lowerBound - 1)
      + range.map { lines[$0 - 1] + "\n" }.joined()
    return CmarkConverter.convert(Array(text.utf8), path: path, placeholders: placeholders).blocks
  }
}

extension Block {
  /// A paragraph or an indented code block: where lost fences leave code.
  fileprivate var isPlainText: Bool {
    switch self {
    case .paragraph: true
    case .codeBlock(let code): !code.isFenced
    default: false
    }
  }
}
