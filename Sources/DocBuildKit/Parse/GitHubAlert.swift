/// GitHub's alerts: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (any case), optionally followed by a title on the same line.
enum GitHubAlert {
  /// The callout `quote` spells, or `nil` when it is an ordinary block quote. An unknown type
  /// (`[!EXAMPLE]`) keeps the block quote, with a warning.
  static func callout(from quote: BlockQuote, path: String, diagnostics: inout [Diagnostic])
    -> Callout?
  {
    guard case .paragraph(let first)? = quote.children.first,
      case .text(let text)? = first.content.first, text.hasPrefix("[!"),
      let match = text.prefixMatch(of: #/\[!([A-Za-z]+)\]/#)
    else { return nil }
    guard let kind = Callout.Kind(styleName: String(match.1)) else {
      diagnostics.append(
        .warning(
          "callout.unknown-style", "unknown alert type `\(match.0)`; kept as a block quote",
          path: path, range: SourceRange(start: first.range.start, end: first.range.start)))
      return nil
    }
    var inlines = first.content
    inlines[0] = .text(String(text[match.range.upperBound...]))
    let lineEnd = inlines.firstIndex { $0 == .softBreak || $0 == .lineBreak } ?? inlines.endIndex
    let title = Array(inlines[..<lineEnd]).plainText.trimmingWhitespaceAndNewlines
    let rest = Array(inlines[min(lineEnd + 1, inlines.endIndex)...])

    var children = Array(quote.children.dropFirst())
    if !rest.isEmpty {
      let range = SourceRange(
        start: .init(line: first.range.start.line + 1, column: 1), end: first.range.end)
      children.insert(.paragraph(Paragraph(content: rest, range: range)), at: 0)
    }
    return Callout(
      kind: kind, syntax: .github, title: title.isEmpty ? nil : title, children: children,
      range: quote.range)
  }
}
