/// The HTML of one code block: Swift highlighted, mermaid drawn, anything else escaped and plain.
struct CodeBlockRenderer {
  var options: BodyRenderOptions

  /// The HTML, and a warning when a mermaid block could not be drawn.
  func render(_ block: CodeBlock) -> (html: String, diagnostic: Diagnostic?) {
    var html: String
    var diagnostic: Diagnostic?
    switch block.language {
    case "swift":
      html = SwiftHighlighter.html(block.code)
    case "mermaid":
      do {
        html = try MermaidRenderer.html(block.code)
      } catch {
        diagnostic = self.diagnostic(for: error, in: block)
        html =
          "<div class=\"diagram-source\"><p class=\"diagram-notice\">"
          + HTMLEscaping.text(UIString.diagramNotRendered.text(in: options.language)) + "</p>"
          + plain(block.code, language: "mermaid") + "</div>"
      }
    case let language:
      html = plain(block.code, language: language)
    }
    if let supplement = options.codeBlockSupplement(block) { html += supplement }
    return (html, diagnostic)
  }

  private func plain(_ code: String, language: String?) -> String {
    var cssClass = "code"
    if let language {
      let safe = String(
        language.unicodeScalars.filter {
          $0.isASCII
            && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
              || "+-#_".unicodeScalars.contains($0))
        }.map(Character.init))
      if !safe.isEmpty { cssClass += " language-" + safe }
    }
    return "<pre class=\"\(cssClass)\"><code>\(HTMLEscaping.text(code))</code></pre>"
  }

  private func diagnostic(for error: MermaidError, in block: CodeBlock) -> Diagnostic {
    switch error {
    case .unsupportedDiagram(let kind):
      return .warning(
        "mermaid.unsupported",
        "mermaid diagram '\(kind)' is not supported (only flowcharts are drawn); its source is shown",
        path: options.path, range: block.range)
    case .syntax(let message, let line):
      let sourceLine = block.firstCodeLine + line - 1
      return .warning(
        "mermaid.syntax", "mermaid flowchart not drawn: \(message); its source is shown",
        path: options.path, range: SourceRange(lines: sourceLine, sourceLine))
    case .empty:
      return .warning(
        "mermaid.empty", "empty mermaid block", path: options.path, range: block.range)
    case .tooLarge(let nodes, let edges):
      return .warning(
        "mermaid.too-large",
        "mermaid flowchart not drawn: \(nodes) nodes and \(edges) edges is above the limit of \(MermaidRenderer.maximumNodes) nodes and \(MermaidRenderer.maximumEdges) edges; its source is shown",
        path: options.path, range: block.range)
    }
  }
}
