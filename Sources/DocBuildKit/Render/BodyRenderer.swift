/// Renders a note's blocks to the HTML of the page's main column.
public enum BodyRenderer {
  public static func render(_ document: Document, options: BodyRenderOptions) -> RenderedBody {
    var visitor = BodyHTMLVisitor(options: options)
    for block in document.blocks {
      visitor.visit(block)
      visitor.sealLargePart()
    }
    visitor.appendFootnotes()
    return visitor.result
  }
}
