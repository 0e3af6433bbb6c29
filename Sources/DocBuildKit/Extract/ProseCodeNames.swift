/// Names a note writes only in the code spans of its prose (`` `var emojis = [...]` `` in a
/// sentence): the reader sees them, but no block declares them, so a block using one stops.
enum ProseCodeNames {
  /// Each identifier of the prose's code spans, with the line of the first paragraph writing it.
  static func lines(in document: Document) -> [String: Int] {
    var collector = Collector()
    collector.visit(document.blocks)
    return collector.lines
  }

  private struct Collector: BlockVisitor {
    var lines: [String: Int] = [:]

    mutating func visitParagraph(_ paragraph: Paragraph) {
      for span in Self.codeSpans(paragraph.content) {
        for match in span.matches(of: #/[\p{L}_][\p{L}\p{N}_]*/#)
        where lines[String(match.0)] == nil {
          lines[String(match.0)] = paragraph.range.start.line
        }
      }
    }

    private static func codeSpans(_ inlines: [Inline]) -> [String] {
      inlines.flatMap { inline -> [String] in
        switch inline {
        case .code(let code): [code]
        case .emphasis(let children), .strong(let children), .strikethrough(let children):
          codeSpans(children)
        case .link(let link): codeSpans(link.children)
        default: []
        }
      }
    }
  }
}
