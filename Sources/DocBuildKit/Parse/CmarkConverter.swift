import CCmarkGFM
import Foundation

/// Parses markdown with cmark-gfm (GFM extensions on) and converts the C tree at once into the
/// document model; the C memory is freed before returning. The only file that imports CCmarkGFM.
///
/// Conversion is recursive but bounded: lists, block quotes and inlines nested deeper than
/// `maximumDepth` are kept as flat blocks and plain text, so that notes nested thousands of levels
/// deep fit in a small thread stack.
struct CmarkConverter {
  static let maximumDepth = 64

  struct Result {
    var blocks: [Block]
    var diagnostics: [Diagnostic]
  }

  /// Parses `bytes` (UTF-8 with `\n` line ends). Thread-safe: each call has its own parser.
  /// A large note is parsed in pieces (`MarkdownPieces`) when that gives the same document;
  /// `pieceSize` overrides the pieces' size (tests cut at every possible place with it).
  static func convert(
    _ bytes: [UInt8], path: String, placeholders: CalloutPlaceholders, pieceSize: Int? = nil
  ) -> Result {
    let lines = LineTable(bytes: bytes)
    if bytes.count > MarkdownPieces.wholeNoteLimit || pieceSize != nil {
      let pieces = MarkdownPieces.split(bytes, pieceSize: pieceSize ?? MarkdownPieces.pieceSize)
      if pieces.count > 1,
        let result = convert(
          pieces, of: bytes, lines: lines, path: path, placeholders: placeholders)
      {
        return result
      }
    }
    var converter = TreeConverter(lines: lines, path: path, placeholders: placeholders)
    guard let blocks = converter.convert(bytes[...], firstLine: 1) else {
      return Result(
        blocks: [], diagnostics: [.error("parse.cmark", "cmark could not parse", path: path)])
    }
    return Result(blocks: blocks, diagnostics: converter.diagnostics)
  }

  /// What cmark-gfm's own HTML renderer writes for `markdown` parsed as `convert` parses it: the
  /// reference the render tests compare docbuild's HTML with. Raw HTML is written as it is
  /// (`CMARK_OPT_UNSAFE`), since docbuild keeps it too (through its sanitiser), not omitted.
  static func cmarkHTML(_ markdown: String) -> String {
    guard let parser = GFMExtensions.newParser() else { return "" }
    defer { cmark_parser_free(parser) }
    guard let root = GFMExtensions.parse(Array(markdown.utf8)[...], with: parser) else {
      return ""
    }
    defer { cmark_node_free(root) }
    let extensions = cmark_parser_get_syntax_extensions(parser)
    guard let html = cmark_render_html(root, CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE, extensions)
    else { return "" }
    defer { free(html) }
    return String(cString: html)
  }

  /// The pieces' blocks, or nil when a piece other than the last ends inside a fence or an HTML
  /// block, also one inside a list or a quote (the cut went through it, or cmark would end it at
  /// the next piece's first line), or when a piece that continues a table or a list does not
  /// start with the rest of the one the piece before ends with: the note is then parsed whole.
  static func convert(
    _ pieces: [MarkdownPieces.Piece], of bytes: [UInt8], lines: LineTable, path: String,
    placeholders: CalloutPlaceholders
  ) -> Result? {
    var converter = TreeConverter(lines: lines, path: path, placeholders: placeholders)
    var blocks: [Block] = []
    for (index, piece) in pieces.enumerated() {
      var pieceBlocks: [Block]
      switch piece.continues {
      case .nothing, .listItems:
        guard let converted = converter.convert(bytes[piece.bytes], firstLine: piece.firstLine)
        else { return nil }
        pieceBlocks = converted
      case .tableRows(let header):
        // The header and delimiter rows again, numbered as the two lines before the piece.
        var text = Array(bytes[header])
        if text.last != UInt8(ascii: "\n") { text.append(UInt8(ascii: "\n")) }
        text += bytes[piece.bytes]
        guard let converted = converter.convert(text[...], firstLine: piece.firstLine - 2)
        else { return nil }
        pieceBlocks = converted
      }
      if piece.continues != .nothing {
        guard let last = blocks.popLast(), let first = pieceBlocks.first,
          let joined = joined(last, first, at: piece)
        else { return nil }
        pieceBlocks[0] = joined
      }
      // The piece ends with a blank line: a fence or an HTML block that reaches it was cut.
      if index + 1 < pieces.count, let last = pieceBlocks.last,
        isOpen(last, at: pieces[index + 1].firstLine - 1)
      {
        return nil
      }
      blocks += pieceBlocks
    }
    return Result(blocks: blocks, diagnostics: converter.diagnostics)
  }

  /// The table or list that `before` (the previous piece's last block, ending on the line before
  /// the piece) and `after` (the piece's first block) are the two halves of; nil when they are not.
  private static func joined(_ before: Block, _ after: Block, at piece: MarkdownPieces.Piece)
    -> Block?
  {
    guard before.range.end.line == piece.firstLine - 1 else { return nil }
    switch (before, after, piece.continues) {
    case (.table(var table), .table(let rest), .tableRows):
      guard rest.range.start.line == piece.firstLine - 2, rest.header == table.header,
        rest.alignments == table.alignments
      else { return nil }
      // Without rows of its own the rest ends on the header again, not on a line of the note.
      guard !rest.rows.isEmpty else { return .table(table) }
      table.rows += rest.rows
      table.range.end = rest.range.end
      return .table(table)
    case (.list(var list), .list(let rest), .listItems):
      guard rest.range.start.line == piece.firstLine, rest.isOrdered == list.isOrdered,
        !rest.items.isEmpty
      else { return nil }
      // A list is loose when any of its items is: each half knows its own items.
      list.isTight = list.isTight && rest.isTight
      list.items += rest.items
      list.range.end = rest.range.end
      return .list(list)
    default:
      return nil
    }
  }

  /// Whether `block`, or the last block it ends with, is a fence or an HTML block reaching `line`.
  private static func isOpen(_ block: Block, at line: Int) -> Bool {
    guard block.range.end.line >= line else { return false }
    switch block {
    case .codeBlock(let code): return code.isFenced
    case .html: return true
    case .list(let list):
      return list.items.last?.children.last.map { isOpen($0, at: line) } ?? false
    case .blockQuote(let quote): return quote.children.last.map { isOpen($0, at: line) } ?? false
    default: return false
    }
  }
}

/// The GFM extensions docbuild enables.
private enum GFMExtensions {
  static let names = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

  /// cmark's registration is not thread-safe; a Swift global is initialised exactly once.
  private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()

  /// While it parses inlines, every cmark-gfm parser adds its extensions' characters (`~`, `:`, `w`)
  /// to a global table and removes them afterwards, so two parsers doing that at once lose
  /// strikethroughs and autolinks (github/cmark-gfm#176). `cmark_parser_finish` parses the
  /// inlines; it runs under this lock, block parsing and conversion do not.
  private static let inlineParsing = NSLock()

  /// A parser with docbuild's options and every extension of `names` attached.
  static func newParser() -> OpaquePointer? {
    _ = registration
    guard let parser = cmark_parser_new(CMARK_OPT_FOOTNOTES) else { return nil }
    for name in names {
      if let syntaxExtension = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, syntaxExtension)
      }
    }
    return parser
  }

  /// The document `parser` reads from `text`, for the caller to free; nil when cmark fails.
  static func parse(_ text: ArraySlice<UInt8>, with parser: OpaquePointer) -> OpaquePointer? {
    text.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
      }
    }
    return inlineParsing.withLock { cmark_parser_finish(parser) }
  }
}

/// One conversion of a C tree; collects the diagnostics found on the way.
private struct TreeConverter {
  let lines: LineTable
  let path: String
  let placeholders: CalloutPlaceholders
  var diagnostics: [Diagnostic] = []
  private var reportedDepth = false
  /// The labels of the footnote definitions, by cmark's footnote number minus one.
  private var footnoteLabels: [String] = []
  /// The note's line that is line 1 of the text cmark is parsing (a piece of a large note).
  private var firstLine = 1

  init(lines: LineTable, path: String, placeholders: CalloutPlaceholders) {
    self.lines = lines
    self.path = path
    self.placeholders = placeholders
  }

  /// Parses `text`, which starts at line `firstLine` of the note, and converts its tree; nil
  /// when cmark fails. The C tree is freed before returning.
  mutating func convert(_ text: ArraySlice<UInt8>, firstLine: Int) -> [Block]? {
    if let nodes = DenseMarkup.excess(in: text) {
      return [plainText(text, firstLine: firstLine, nodes: nodes)]
    }
    guard let parser = GFMExtensions.newParser() else { return nil }
    defer { cmark_parser_free(parser) }
    guard let root = GFMExtensions.parse(text, with: parser) else { return nil }
    defer { cmark_node_free(root) }
    self.firstLine = firstLine
    readFootnoteLabels(of: root)
    return blocks(in: root, depth: 0)
  }

  /// `text` as one paragraph of plain text, for a piece too dense in markup to parse within the
  /// note's memory bound (`DenseMarkup`), with a warning that says so.
  private mutating func plainText(_ text: ArraySlice<UInt8>, firstLine: Int, nodes: Int) -> Block {
    let lastLine = firstLine + text.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    let range = SourceRange(lines: firstLine, lastLine)
    let megabytes = (nodes * DenseMarkup.bytesPerNode) >> 20
    diagnostics.append(
      .warning(
        "input.dense-markup",
        "lines \(firstLine)–\(lastLine) hold \(nodes) characters that each make a node of the markdown tree (`[`, `<`, `&`…), about \(megabytes) MB to parse; shown as plain text, unparsed",
        path: path, range: SourceRange(lines: firstLine, firstLine)))
    return .paragraph(
      Paragraph(content: [.text(String(decoding: text, as: UTF8.self))], range: range))
  }

  /// cmark numbers footnote references (`[^state]` becomes "1") and moves the definitions, in
  /// that order, to the end of the document; the labels are read back so both sides keep them.
  private mutating func readFootnoteLabels(of root: OpaquePointer) {
    var child = cmark_node_first_child(root)
    while let node = child {
      if cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_DEFINITION {
        footnoteLabels.append(footnoteLabel(of: node, contentStart: range(of: node).start).0)
      }
      child = cmark_node_next(node)
    }
  }

  mutating func blocks(in container: OpaquePointer, depth: Int) -> [Block] {
    var blocks: [Block] = []
    var child = cmark_node_first_child(container)
    while let node = child {
      append(node, depth: depth, to: &blocks)
      child = cmark_node_next(node)
    }
    return blocks
  }

  private mutating func append(_ node: OpaquePointer, depth: Int, to blocks: inout [Block]) {
    if isContainer(node) && depth >= CmarkConverter.maximumDepth {
      reportDepth(at: node)
      appendFlattened(node, to: &blocks)
      return
    }
    let range = self.range(of: node)
    switch cmark_node_get_type(node) {
    case CMARK_NODE_PARAGRAPH:
      blocks.append(
        .paragraph(Paragraph(content: inlines(in: node, blockRange: range), range: range)))
    case CMARK_NODE_HEADING:
      let level = Int(cmark_node_get_heading_level(node))
      blocks.append(
        .heading(Heading(level: level, content: inlines(in: node, blockRange: range), range: range))
      )
    case CMARK_NODE_CODE_BLOCK:
      blocks.append(.codeBlock(codeBlock(node, range: range)))
    case CMARK_NODE_HTML_BLOCK:
      let html = literal(of: node)
      let kept = placeholders.marker(forHTML: html) == nil ? placeholders.restore(in: html) : html
      blocks.append(.html(HTMLBlock(html: kept, range: range)))
    case CMARK_NODE_THEMATIC_BREAK:
      blocks.append(.thematicBreak(range))
    case CMARK_NODE_BLOCK_QUOTE:
      blocks.append(
        .blockQuote(BlockQuote(children: self.blocks(in: node, depth: depth + 1), range: range)))
    case CMARK_NODE_LIST:
      blocks.append(.list(list(node, range: range, depth: depth)))
    case CMARK_NODE_FOOTNOTE_DEFINITION:
      let (label, start) = footnoteLabel(of: node, contentStart: range.start)
      let definition = FootnoteDefinition(
        label: label, children: self.blocks(in: node, depth: depth + 1),
        range: SourceRange(start: start, end: range.end))
      blocks.append(.footnoteDefinition(definition))
    default:
      if typeName(of: node) == "table" {
        blocks.append(.table(table(node, range: range)))
      } else {
        blocks.append(contentsOf: self.blocks(in: node, depth: depth + 1))
      }
    }
  }

  private mutating func list(_ node: OpaquePointer, range: SourceRange, depth: Int) -> List {
    var items: [List.Item] = []
    var child = cmark_node_first_child(node)
    while let item = child {
      let task: Bool? =
        typeName(of: item) == "tasklist"
        ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil
      items.append(
        List.Item(
          task: task, children: blocks(in: item, depth: depth + 1), range: self.range(of: item)))
      child = cmark_node_next(item)
    }
    return List(
      isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
      start: Int(cmark_node_get_list_start(node)),
      isTight: cmark_node_get_list_tight(node) != 0,
      items: items, range: range)
  }

  private mutating func codeBlock(_ node: OpaquePointer, range: SourceRange) -> CodeBlock {
    var fenceLength: Int32 = 0
    var fenceOffset: Int32 = 0
    var fenceCharacter: CChar = 0
    let isFenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
    let info =
      isFenced ? String(cString: cmark_node_get_fence_info(node)).trimmingWhitespaceAndNewlines : ""
    let isUnclosed =
      isFenced
      && !isClosed(range: range, fence: UInt8(bitPattern: fenceCharacter), length: Int(fenceLength))
    if isUnclosed {
      diagnostics.append(
        .warning(
          "parse.unterminated-fence",
          "code fence is never closed; the code runs to the end of its container",
          path: path, range: range))
    }
    return CodeBlock(
      info: info, code: placeholders.restore(in: literal(of: node)), isFenced: isFenced,
      range: range,
      firstCodeLine: isFenced ? range.start.line + 1 : range.start.line,
      isCutOff: isUnclosed && endsNote(after: range.end.line))
  }

  /// Whether only blank lines follow `line`: an unclosed fence ending there runs to the note's
  /// end, not only its container's.
  private func endsNote(after line: Int) -> Bool {
    guard line < lines.lineCount else { return true }
    return (line + 1...lines.lineCount).allSatisfy { next in
      lines.bytes(ofLine: next).allSatisfy {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
      }
    }
  }

  /// A fence is closed when the block's last line is a closing fence: only fence characters,
  /// at least as many as the opening, after indentation and block quote prefixes.
  private func isClosed(range: SourceRange, fence: UInt8, length: Int) -> Bool {
    guard range.end.line > range.start.line else { return false }
    let line = lines.bytes(ofLine: range.end.line)
    let content = line.drop(while: {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ">")
    })
    let run = content.prefix(while: { $0 == fence }).count
    let rest = content.dropFirst(run)
    return run >= length
      && rest.allSatisfy {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
      }
  }

  /// cmark keeps a definition's label out of its API and starts its range after `[^label]:`,
  /// so both are read back from the line.
  private func footnoteLabel(of node: OpaquePointer, contentStart: SourcePosition) -> (
    String, SourcePosition
  ) {
    let line = lines.bytes(ofLine: contentStart.line)
    let byteColumn = Int(cmark_node_get_start_column(node))
    let before = String(decoding: line.prefix(max(byteColumn - 1, 0)), as: UTF8.self)
    guard let match = before.firstMatch(of: #/\[\^([^\]]+)\]:\s*$/#) else {
      return ("", contentStart)
    }
    let column = before.unicodeScalars[..<match.range.lowerBound].count + 1
    return (String(match.1), SourcePosition(line: contentStart.line, column: column))
  }

  private mutating func table(_ node: OpaquePointer, range: SourceRange) -> Table {
    let columns = Int(cmark_gfm_extensions_get_table_columns(node))
    var alignments: [Table.Alignment] = []
    if let raw = cmark_gfm_extensions_get_table_alignments(node) {
      for column in 0..<columns {
        switch raw[column] {
        case UInt8(ascii: "l"): alignments.append(.left)
        case UInt8(ascii: "c"): alignments.append(.center)
        case UInt8(ascii: "r"): alignments.append(.right)
        default: alignments.append(.none)
        }
      }
    }
    var header: [[Inline]] = []
    var rows: [[[Inline]]] = []
    var rowNode = cmark_node_first_child(node)
    while let row = rowNode {
      var cells: [[Inline]] = []
      var cellNode = cmark_node_first_child(row)
      while let cell = cellNode {
        cells.append(inlines(in: cell, blockRange: range))
        cellNode = cmark_node_next(cell)
      }
      if cmark_gfm_extensions_get_table_row_is_header(row) != 0 {
        header = cells
      } else {
        rows.append(cells)
      }
      rowNode = cmark_node_next(row)
    }
    return Table(alignments: alignments, header: header, rows: rows, range: range)
  }

  // MARK: Inlines

  private func inlines(in node: OpaquePointer, blockRange: SourceRange, depth: Int = 0) -> [Inline]
  {
    var result: [Inline] = []
    var child = cmark_node_first_child(node)
    while let inline = child {
      append(inline, blockRange: blockRange, depth: depth, to: &result)
      child = cmark_node_next(inline)
    }
    return result
  }

  private func append(
    _ node: OpaquePointer, blockRange: SourceRange, depth: Int, to result: inout [Inline]
  ) {
    if depth >= CmarkConverter.maximumDepth {
      appendText(plainText(of: node), to: &result)
      return
    }
    func children() -> [Inline] { inlines(in: node, blockRange: blockRange, depth: depth + 1) }
    switch cmark_node_get_type(node) {
    case CMARK_NODE_TEXT: appendText(restoredLiteral(of: node), to: &result)
    case CMARK_NODE_SOFTBREAK: result.append(.softBreak)
    case CMARK_NODE_LINEBREAK: result.append(.lineBreak)
    case CMARK_NODE_CODE: result.append(.code(literal(of: node)))
    case CMARK_NODE_HTML_INLINE:
      // A marker cmark kept inside a paragraph is the writer's text, not HTML.
      if let marker = placeholders.marker(forHTML: literal(of: node)) {
        appendText(marker.text, to: &result)
      } else {
        result.append(.html(restoredLiteral(of: node)))
      }
    case CMARK_NODE_EMPH: result.append(.emphasis(children()))
    case CMARK_NODE_STRONG: result.append(.strong(children()))
    case CMARK_NODE_LINK:
      result.append(
        .link(
          Inline.Link(
            destination: url(of: node), title: title(of: node), children: children(),
            range: inlineRange(of: node, within: blockRange))))
    case CMARK_NODE_IMAGE:
      result.append(
        .image(
          Inline.Image(
            source: url(of: node), title: title(of: node), alt: children(),
            range: inlineRange(of: node, within: blockRange))))
    case CMARK_NODE_FOOTNOTE_REFERENCE:
      let number = Int(literal(of: node)) ?? 0
      let label =
        footnoteLabels.indices.contains(number - 1) ? footnoteLabels[number - 1] : literal(of: node)
      result.append(.footnoteReference(label: label))
    default:
      if typeName(of: node) == "strikethrough" {
        result.append(.strikethrough(children()))
      } else {
        result.append(contentsOf: children())
      }
    }
  }

  /// Adjacent text is merged, so that markers such as `[!NOTE]` arrive in one piece.
  private func appendText(_ text: String, to result: inout [Inline]) {
    guard !text.isEmpty else { return }
    if case .text(let previous) = result.last {
      result[result.count - 1] = .text(previous + text)
    } else {
      result.append(.text(text))
    }
  }

  /// The text under `node`, gathered without recursion.
  private func plainText(of node: OpaquePointer) -> String {
    var text = ""
    var current: OpaquePointer? = node
    while let visiting = current {
      switch cmark_node_get_type(visiting) {
      case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += literal(of: visiting)
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
      default: break
      }
      current = nextInPreorder(after: visiting, within: node)
    }
    return text
  }

  // MARK: Depth cap

  private func isContainer(_ node: OpaquePointer) -> Bool {
    switch cmark_node_get_type(node) {
    case CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_FOOTNOTE_DEFINITION,
      CMARK_NODE_CUSTOM_BLOCK, CMARK_NODE_DOCUMENT:
      return true
    default:
      return false
    }
  }

  /// Keeps every leaf block under a too-deep container, in order, as blocks of the current level.
  private mutating func appendFlattened(_ container: OpaquePointer, to blocks: inout [Block]) {
    var current = cmark_node_first_child(container)
    while let node = current {
      if isContainer(node) {
        if let child = cmark_node_first_child(node) {
          current = child
          continue
        }
      } else {
        append(node, depth: 0, to: &blocks)
      }
      current = nextSkippingChildren(after: node, within: container)
    }
  }

  private mutating func reportDepth(at node: OpaquePointer) {
    guard !reportedDepth else { return }
    reportedDepth = true
    diagnostics.append(
      .warning(
        "parse.nesting-too-deep",
        "lists or block quotes nested more than \(CmarkConverter.maximumDepth) levels deep; deeper content is kept as plain blocks",
        path: path, range: range(of: node)))
  }

  private func nextInPreorder(after node: OpaquePointer, within root: OpaquePointer)
    -> OpaquePointer?
  {
    if let child = cmark_node_first_child(node) { return child }
    return node == root ? nil : nextSkippingChildren(after: node, within: root)
  }

  private func nextSkippingChildren(after node: OpaquePointer, within root: OpaquePointer)
    -> OpaquePointer?
  {
    var current = node
    while current != root {
      if let next = cmark_node_next(current) { return next }
      guard let parent = cmark_node_parent(current) else { return nil }
      current = parent
    }
    return nil
  }

  // MARK: Node fields

  private func range(of node: OpaquePointer) -> SourceRange {
    // cmark-gfm leaves the paragraph before a table that interrupts it without a line: it is
    // placed where the table starts, the same whether the note is parsed whole or in pieces.
    if cmark_node_get_start_line(node) == 0, let next = cmark_node_next(node) {
      let start = range(of: next).start
      return SourceRange(start: start, end: start)
    }
    let startLine = Int(cmark_node_get_start_line(node)) + firstLine - 1
    let endLine = max(Int(cmark_node_get_end_line(node)) + firstLine - 1, startLine)
    return SourceRange(
      start: lines.position(line: startLine, byteColumn: Int(cmark_node_get_start_column(node))),
      end: lines.position(line: endLine, byteColumn: Int(cmark_node_get_end_column(node))))
  }

  /// cmark-gfm positions links and images; other inlines, and any position outside the block
  /// (an extension's node), fall back to the enclosing block's range.
  private func inlineRange(of node: OpaquePointer, within blockRange: SourceRange) -> SourceRange {
    guard cmark_node_get_start_line(node) > 0 else { return blockRange }
    let range = range(of: node)
    let inside =
      range.start.line >= blockRange.start.line && range.end.line <= blockRange.end.line
    return inside ? range : blockRange
  }

  private func typeName(of node: OpaquePointer) -> String {
    guard let name = cmark_node_get_type_string(node) else { return "" }
    return String(cString: name)
  }

  private func literal(of node: OpaquePointer) -> String {
    guard let text = cmark_node_get_literal(node) else { return "" }
    return String(cString: text)
  }

  /// The literal with any placeholder that cmark did not make a block of its own put back.
  private func restoredLiteral(of node: OpaquePointer) -> String {
    guard let text = cmark_node_get_literal(node) else { return "" }
    let literal = String(cString: text)
    return placeholders.mayHoldPlaceholder(text) ? placeholders.restore(in: literal) : literal
  }

  private func url(of node: OpaquePointer) -> String {
    guard let text = cmark_node_get_url(node) else { return "" }
    return String(cString: text)
  }

  private func title(of node: OpaquePointer) -> String {
    guard let text = cmark_node_get_title(node) else { return "" }
    return String(cString: text)
  }
}

extension LineTable {
  /// The position of cmark's (line, byte column), clamped into the text.
  func position(line: Int, byteColumn: Int) -> SourcePosition {
    let line = Swift.min(Swift.max(line, 1), lineCount)
    return SourcePosition(line: line, column: scalarColumn(line: line, byteColumn: byteColumn))
  }
}
