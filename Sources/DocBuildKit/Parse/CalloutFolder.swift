/// Turns the converted blocks into callouts: the blocks between an opening and a closing
/// placeholder (GitBook, Docusaurus, mdbook-admonish) and block quotes that start with `[!NOTE]` (GitHub alerts).
/// Works in every container (lists, block quotes, footnotes, callouts).
///
/// An unclosed callout runs to the end of its container, with a warning at its opening line.
/// A closing marker that closes nothing stays visible as a paragraph, with a warning.
struct CalloutFolder {
  let placeholders: CalloutPlaceholders
  let path: String
  private(set) var diagnostics: [Diagnostic] = []

  init(placeholders: CalloutPlaceholders, path: String) {
    self.placeholders = placeholders
    self.path = path
  }

  private struct OpenCallout {
    var marker: CalloutMarker
    var kind: Callout.Kind?
    var styleName: String
    var title: String?
    var children: [Block] = []
  }

  mutating func fold(_ blocks: [Block]) -> [Block] {
    var output: [Block] = []
    var open: [OpenCallout] = []

    func add(_ block: Block) {
      if open.isEmpty { output.append(block) } else { open[open.count - 1].children.append(block) }
    }

    for block in blocks {
      guard case .html(let html) = block, let marker = placeholders.marker(forHTML: html.html)
      else {
        add(foldingChildren(of: block))
        continue
      }
      if case .open(let kind, let styleName, let title) = marker.role {
        open.append(OpenCallout(marker: marker, kind: kind, styleName: styleName, title: title))
      } else if let index = open.lastIndex(where: { marker.closes($0.marker) }) {
        while open.count > index + 1 {
          let inner = open.removeLast()
          add(.callout(callout(inner, end: nil, reportUnclosed: true)))
        }
        add(.callout(callout(open.removeLast(), end: marker.end, reportUnclosed: false)))
      } else {
        let range = SourceRange(start: marker.position, end: marker.end)
        diagnostics.append(
          .warning(
            "callout.stray-close",
            "closing marker `\(marker.text)` closes no callout; kept as text",
            path: path, range: range))
        add(.paragraph(Paragraph(content: [.text(marker.text)], range: range)))
      }
    }
    while let inner = open.popLast() {
      add(.callout(callout(inner, end: nil, reportUnclosed: true)))
    }
    return output
  }

  private mutating func callout(_ open: OpenCallout, end: SourcePosition?, reportUnclosed: Bool)
    -> Callout
  {
    let marker = open.marker
    let here = SourceRange(start: marker.position, end: marker.position)
    if reportUnclosed {
      diagnostics.append(
        .warning(
          "callout.unclosed",
          "callout `\(marker.text)` is never closed; it runs to the end of its container",
          path: path, range: here))
    }
    let fallback: Callout.Kind = marker.syntax == .gitbook ? .info : .note
    if open.kind == nil {
      diagnostics.append(
        .warning(
          "callout.unknown-style",
          "unknown callout style `\(open.styleName)`; shown as \(fallback.rawValue)",
          path: path, range: here))
    }
    let lastEnd = open.children.last?.range.end ?? marker.position
    return Callout(
      kind: open.kind ?? fallback, syntax: marker.syntax,
      title: open.title ?? (open.kind == nil ? open.styleName : nil),
      children: open.children, range: SourceRange(start: marker.position, end: end ?? lastEnd))
  }

  private mutating func foldingChildren(of block: Block) -> Block {
    switch block {
    case .blockQuote(var quote):
      quote.children = fold(quote.children)
      return GitHubAlert.callout(from: quote, path: path, diagnostics: &diagnostics).map(
        Block.callout)
        ?? .blockQuote(quote)
    case .footnoteDefinition(var footnote):
      footnote.children = fold(footnote.children)
      return .footnoteDefinition(footnote)
    default:
      return block.transformingChildren { fold($0) }
    }
  }
}
