/// cmark-gfm drops a footnote definition that nothing refers to, and its text with it. A note that
/// defines such footnotes is converted a second time with one extra line after its end referring
/// to them; that line's paragraph is removed again, and each such footnote gets a warning.
enum UnreferencedFootnotes {
  static func convert(_ bytes: [UInt8], path: String, placeholders: CalloutPlaceholders)
    -> CmarkConverter.Result
  {
    let first = CmarkConverter.convert(bytes, path: path, placeholders: placeholders)
    let kept = Set(definitions(in: first.blocks).map { $0.label.lowercased() })
    let missing = definedLabels(in: bytes).filter { !kept.contains($0.lowercased()) }
    guard !missing.isEmpty else { return first }

    let lineCount = LineTable(bytes: bytes).lineCount
    let extraLine = "\n\n" + missing.map { "[^\($0)]" }.joined(separator: " ") + "\n"
    let second = CmarkConverter.convert(
      bytes + Array(extraLine.utf8), path: path, placeholders: placeholders)
    let blocks = second.blocks.filter { $0.range.start.line <= lineCount }
    // The extra line must have become a paragraph of its own; inside an unclosed fence it would not.
    let extra = second.blocks.filter { $0.range.start.line > lineCount }
    guard extra.count == 1, case .paragraph? = extra.first,
      withoutDefinitions(blocks) == withoutDefinitions(first.blocks)
    else { return first }

    let missingKeys = Set(missing.map { $0.lowercased() })
    let warnings = definitions(in: blocks).filter { missingKeys.contains($0.label.lowercased()) }
      .map {
        Diagnostic.warning(
          "parse.unreferenced-footnote", "footnote `[^\($0.label)]` is never referenced",
          path: path,
          range: SourceRange(start: $0.range.start, end: $0.range.start))
      }
    return CmarkConverter.Result(blocks: blocks, diagnostics: second.diagnostics + warnings)
  }

  private static func definitions(in blocks: [Block]) -> [FootnoteDefinition] {
    blocks.compactMap {
      if case .footnoteDefinition(let definition) = $0 { definition } else { nil }
    }
  }

  private static func withoutDefinitions(_ blocks: [Block]) -> [Block] {
    blocks.filter { if case .footnoteDefinition = $0 { false } else { true } }
  }

  /// The labels of lines that look like footnote definitions (`[^label]: …`), in order, once each.
  private static func definedLabels(in bytes: [UInt8]) -> [String] {
    var labels: [String] = []
    var seen = Set<String>()
    for line in ByteLines(bytes) {
      let content = bytes[line.range].drop(while: {
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ">")
      })
      if content.starts(with: [UInt8(ascii: "["), UInt8(ascii: "^")]),
        let close = content.firstIndex(of: UInt8(ascii: "]")),
        content.index(after: close) < content.endIndex,
        content[content.index(after: close)] == UInt8(ascii: ":")
      {
        let label = String(decoding: content[(content.startIndex + 2)..<close], as: UTF8.self)
        if !label.isEmpty, seen.insert(label.lowercased()).inserted { labels.append(label) }
      }
    }
    return labels
  }
}
