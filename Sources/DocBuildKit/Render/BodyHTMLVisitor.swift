/// Walks a note's blocks and writes the HTML of the page's main column, collecting the table of
/// contents, the text for search and the diagnostics on the way.
struct BodyHTMLVisitor: BlockVisitor {
  /// Containers nested deeper than this are drawn flat: their text stays, the walk stays shallow.
  static let maximumNesting = 48

  private let options: BodyRenderOptions
  private var html = ""
  private var toc: [TOCEntry] = []
  private var diagnostics: [Diagnostic] = []
  /// One line per block (empty ones left out), built as it goes: a big note's text is not held
  /// again as one string per cell.
  private var plainText = ""
  private var anchors = HeadingAnchors()
  private var inline: InlineHTMLRenderer
  private var footnotes: [FootnoteDefinition] = []
  private var nesting = 0
  /// See `RenderedBody.titleEnd`.
  private var titleEnd: Int?

  init(options: BodyRenderOptions) {
    self.options = options
    inline = InlineHTMLRenderer(options: options)
  }

  /// Whether `html` holds a footnote being written apart, which must not be sealed.
  private var isCapturing = false
  /// The HTML written before `html`, in parts.
  private var sealed = HTMLParts()
  /// The size of a part of a big note's body.
  static let partSize = 64 << 10

  var result: RenderedBody {
    var parts = sealed
    if parts.parts.isEmpty {
      parts.append(html)
    } else {
      var rest = html
      parts.seal(&rest, from: 0)
    }
    var body = RenderedBody(
      htmlParts: parts, toc: toc, diagnostics: diagnostics + inline.diagnostics,
      plainText: plainText)
    body.titleEnd = titleEnd
    return body
  }

  private mutating func appendPlainText(_ line: String) {
    guard !line.isEmpty else { return }
    if !plainText.isEmpty { plainText += "\n" }
    plainText += line
  }

  /// Called between top-level blocks and table rows: a part never cuts a heading.
  mutating func sealLargePart() {
    guard !isCapturing else { return }
    sealed.seal(&html, from: Self.partSize)
  }

  mutating func visitParagraph(_ paragraph: Paragraph) {
    html += "<p>\(inline.render(paragraph.content))</p>\n"
    appendPlainText(paragraph.content.plainText)
  }

  mutating func visitHeading(_ heading: Heading) {
    let level = min(max(heading.level, 1), 6)
    let title = heading.content.plainText
    let anchor = anchors.anchor(for: title)
    let id = HTMLEscaping.attribute(anchor.text)
    // The note's own title carries its chapter number.
    let isTitle = level == 1 && titleEnd == nil && !isCapturing
    let number = isTitle ? ChapterNumber.html(options.chapterNumber) : ""
    // site.js adds the "#" link beside it, which would repeat the id in every heading's HTML.
    html += "<h\(level) id=\"\(id)\">\(number)\(inline.render(heading.content))</h\(level)>\n"
    if isTitle { titleEnd = sealed.utf8Count + html.utf8.count }
    toc.append(TOCEntry(level: level, title: title, anchor: anchor))
    appendPlainText(title)
  }

  mutating func visitCodeBlock(_ codeBlock: CodeBlock) {
    if options.isFolded(codeBlock) { return }
    let rendered = CodeBlockRenderer(options: options).render(codeBlock)
    html += rendered.html + "\n"
    if let diagnostic = rendered.diagnostic { diagnostics.append(diagnostic) }
    appendPlainText(codeBlock.code)
    if codeBlock.language == "mermaid" {
      appendPlainText(MermaidRenderer.labels(codeBlock.code).joined(separator: " "))
    }
  }

  mutating func visitBlockQuote(_ blockQuote: BlockQuote) {
    html += "<blockquote>\n"
    visitNested(blockQuote.children)
    html += "</blockquote>\n"
  }

  mutating func visitList(_ list: List) {
    let isTaskList = list.items.contains { $0.task != nil }
    let taskClass = isTaskList ? " class=\"contains-task-list\"" : ""
    let tag = list.isOrdered ? "ol" : "ul"
    let start = list.isOrdered && list.start != 1 ? " start=\"\(list.start)\"" : ""
    html += "<\(tag)\(start)\(taskClass)>\n"
    for item in list.items {
      if let checked = item.task {
        html +=
          "<li class=\"task-list-item\"><input type=\"checkbox\" disabled\(checked ? " checked" : "")> "
      } else {
        html += "<li>"
      }
      visitNested(item.children, tight: list.isTight)
      html += "</li>\n"
    }
    html += "</\(tag)>\n"
  }

  mutating func visitThematicBreak(_ range: SourceRange) {
    html += "<hr>\n"
  }

  mutating func visitHTML(_ block: HTMLBlock) {
    html += HTMLSanitizer.sanitize(block.html)
    if !html.hasSuffix("\n") { html += "\n" }
    appendPlainText(HTMLSanitizer.visibleText(block.html))
  }

  /// Columns whose alignment style.css sets from a class on the table (`left-1 center-2 …`, one
  /// rule per alignment and column); a column beyond them gets a `style` on each of its cells.
  static let alignedColumnClasses = 12

  mutating func visitTable(_ table: Table) {
    let classes = table.alignments.prefix(Self.alignedColumnClasses).enumerated().compactMap {
      column, alignment in Self.alignmentName(alignment).map { "\($0)-\(column + 1)" }
    }
    html += "<div class=\"table-wrapper\"><table"
    if !classes.isEmpty { html += " class=\"\(classes.joined(separator: " "))\"" }
    html += ">\n<thead>\n"
    html += row(table.header, cell: "th", alignments: table.alignments)
    html += "</thead>\n"
    if !table.rows.isEmpty {
      html += "<tbody>\n"
      for cells in table.rows {
        html += row(cells, cell: "td", alignments: table.alignments)
        sealLargePart()
      }
      html += "</tbody>\n"
    }
    html += "</table></div>\n"
  }

  private static func alignmentName(_ alignment: Table.Alignment) -> String? {
    switch alignment {
    case .none: nil
    case .left: "left"
    case .center: "center"
    case .right: "right"
    }
  }

  private mutating func row(_ cells: [[Inline]], cell: String, alignments: [Table.Alignment])
    -> String
  {
    var row = "<tr>"
    for (index, content) in cells.enumerated() {
      var style = ""
      if index >= Self.alignedColumnClasses, index < alignments.count,
        let name = Self.alignmentName(alignments[index])
      {
        style = " style=\"text-align: \(name)\""
      }
      // Cells and rows end where the next one or the table section begins (HTML's optional
      // end tags): closing each would cost more bytes than a short cell holds.
      row += "<\(cell)\(style)>\(inline.render(content))"
      appendPlainText(content.plainText)
    }
    return row + "\n"
  }

  mutating func visitCallout(_ callout: Callout) {
    let title =
      callout.title.flatMap { $0.isEmpty ? nil : $0 }
      ?? UIString.callout(callout.kind).text(in: options.language)
    html += "<aside class=\"callout callout-\(callout.kind.rawValue)\">"
    html += "<p class=\"callout-title\">\(HTMLEscaping.text(title))</p>\n"
    appendPlainText(title)
    visitNested(callout.children)
    html += "</aside>\n"
  }

  /// Definitions are collected here and written at the end of the page, in reference order.
  mutating func visitFootnoteDefinition(_ footnote: FootnoteDefinition) {
    footnotes.append(footnote)
  }

  /// The footnotes section: referenced notes in order of first reference, then any never referenced.
  mutating func appendFootnotes() {
    guard !footnotes.isEmpty else { return }
    var written: Set<Int> = []
    // Rendering a footnote can reference a later one, so numbers are looked up as we go.
    var remaining = footnotes
    var body = ""
    while !remaining.isEmpty {
      let next = remaining.enumerated().compactMap { index, footnote in
        inline.footnoteNumber(footnote.label).map { (index, $0) }
      }.min { $0.1 < $1.1 }
      let index = next?.0 ?? 0
      let footnote = remaining.remove(at: index)
      let number = next?.1
      if let number, !written.insert(number).inserted { continue }
      body += footnoteItem(footnote, number: number)
    }
    html +=
      "<section class=\"footnotes\" aria-label=\"\(HTMLEscaping.attribute(UIString.footnotes.text(in: options.language)))\">\n<ol>\n"
    html += body
    html += "</ol>\n</section>\n"
  }

  private mutating func footnoteItem(_ footnote: FootnoteDefinition, number: Int?) -> String {
    let saved = html
    html = ""
    isCapturing = true
    visitNested(footnote.children)
    isCapturing = false
    var item = html
    html = saved
    guard let number else { return "<li>\(item)</li>\n" }
    let back = HTMLEscaping.attribute(UIString.backToReference.text(in: options.language))
    let link = "<a class=\"footnote-back\" href=\"#fnref-\(number)\" aria-label=\"\(back)\">↩</a>"
    // The back link goes at the end of the last paragraph when there is one.
    if item.hasSuffix("</p>\n") {
      item = String(item.dropLast(5)) + " \(link)</p>\n"
    } else {
      item += link
    }
    return "<li id=\"fn-\(number)\">\(item)</li>\n"
  }

  /// Visits a container's children one level deeper; in a tight list item, paragraphs lose their `<p>`.
  private mutating func visitNested(_ children: [Block], tight: Bool = false) {
    guard nesting < Self.maximumNesting else {
      for block in Self.flattened(children) { visit(block) }
      return
    }
    nesting += 1
    for child in children {
      if tight, case .paragraph(let paragraph) = child {
        html += inline.render(paragraph.content)
        appendPlainText(paragraph.content.plainText)
      } else {
        visit(child)
      }
    }
    nesting -= 1
  }

  /// The non-container blocks under `blocks`, in reading order, found without recursion.
  private static func flattened(_ blocks: [Block]) -> [Block] {
    var pending = Array(blocks.reversed())
    var leaves: [Block] = []
    while let block = pending.popLast() {
      switch block {
      case .blockQuote(let quote): pending.append(contentsOf: quote.children.reversed())
      case .list(let list): pending.append(contentsOf: list.items.flatMap(\.children).reversed())
      case .callout(let callout): pending.append(contentsOf: callout.children.reversed())
      default: leaves.append(block)
      }
    }
    return leaves
  }
}
