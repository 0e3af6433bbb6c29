/// Walks a block tree: conformers override the kinds they care about; the default
/// for containers visits their children. The one switch over `Block` kinds lives here.
public protocol BlockVisitor {
  mutating func visitParagraph(_ paragraph: Paragraph)
  mutating func visitHeading(_ heading: Heading)
  mutating func visitCodeBlock(_ codeBlock: CodeBlock)
  mutating func visitBlockQuote(_ blockQuote: BlockQuote)
  mutating func visitList(_ list: List)
  mutating func visitThematicBreak(_ range: SourceRange)
  mutating func visitHTML(_ html: HTMLBlock)
  mutating func visitTable(_ table: Table)
  mutating func visitCallout(_ callout: Callout)
  mutating func visitFootnoteDefinition(_ footnote: FootnoteDefinition)
}

extension BlockVisitor {
  public mutating func visit(_ block: Block) {
    switch block {
    case .paragraph(let b): visitParagraph(b)
    case .heading(let b): visitHeading(b)
    case .codeBlock(let b): visitCodeBlock(b)
    case .blockQuote(let b): visitBlockQuote(b)
    case .list(let b): visitList(b)
    case .thematicBreak(let range): visitThematicBreak(range)
    case .html(let b): visitHTML(b)
    case .table(let b): visitTable(b)
    case .callout(let b): visitCallout(b)
    case .footnoteDefinition(let b): visitFootnoteDefinition(b)
    }
  }

  public mutating func visit(_ blocks: [Block]) {
    for block in blocks { visit(block) }
  }

  public mutating func visitParagraph(_ paragraph: Paragraph) {}
  public mutating func visitHeading(_ heading: Heading) {}
  public mutating func visitCodeBlock(_ codeBlock: CodeBlock) {}
  public mutating func visitBlockQuote(_ blockQuote: BlockQuote) { visit(blockQuote.children) }
  public mutating func visitList(_ list: List) {
    for item in list.items { visit(item.children) }
  }
  public mutating func visitThematicBreak(_ range: SourceRange) {}
  public mutating func visitHTML(_ html: HTMLBlock) {}
  public mutating func visitTable(_ table: Table) {}
  public mutating func visitCallout(_ callout: Callout) { visit(callout.children) }
  public mutating func visitFootnoteDefinition(_ footnote: FootnoteDefinition) {
    visit(footnote.children)
  }
}
