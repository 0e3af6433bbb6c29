/// Finds the front matter at the very top of a note (YAML between `---` lines, or Hugo's TOML
/// between `+++` lines), reads it, and blanks its lines so that the markdown after it keeps the
/// line numbers of the original file and the front matter is never rendered as content.
enum FrontMatterParser {
  struct Result {
    var frontMatter: FrontMatter
    /// The note with every front matter line emptied (line feeds kept).
    var body: [UInt8]
    var diagnostics: [Diagnostic]
  }

  private enum Format { case yaml, toml }

  /// `bytes` is the note as UTF-8 with `\n` line ends and no byte order mark; it is handed over
  /// and becomes the body, so a big note is not copied.
  static func parse(_ bytes: consuming [UInt8], path: String) -> Result {
    let found = block(in: bytes)
    guard case .closed(let format, let contentLines, let bodyStart) = found else {
      let diagnostics =
        found == .unclosed
        ? [
          Diagnostic.warning(
            "front-matter.unclosed",
            "front matter opened here is never closed; read as markdown",
            path: path, range: SourceRange(lines: 1, 1))
        ] : []
      return Result(frontMatter: FrontMatter(), body: bytes, diagnostics: diagnostics)
    }
    let closingIndex = contentLines.count + 1
    let lineCount = closingIndex + 1
    let (entries, readDiagnostics): ([FrontMatterEntry], [Diagnostic])
    switch format {
    case .yaml:
      (entries, readDiagnostics) = YAMLFrontMatterReader.entries(
        contentLines.joined(separator: "\n"), firstLine: 2, path: path)
    case .toml:
      (entries, readDiagnostics) = TOMLFrontMatterReader.entries(
        contentLines.map { Substring($0) }, firstLine: 2, path: path)
    }
    let (frontMatter, fieldDiagnostics) = FrontMatterFields.frontMatter(
      from: entries, lineCount: lineCount, path: path)

    // The front matter's lines become empty lines, in place.
    var body = consume bytes
    body.replaceSubrange(
      0..<bodyStart, with: repeatElement(UInt8(ascii: "\n"), count: closingIndex))
    return Result(
      frontMatter: frontMatter, body: body, diagnostics: readDiagnostics + fieldDiagnostics)
  }

  private enum Found: Equatable {
    case none
    case unclosed
    /// Its format, its lines between the markers, and where the body starts.
    case closed(Format, [String], bodyStart: Int)
  }

  /// The front matter block at the top of `bytes`, if any.
  private static func block(in bytes: [UInt8]) -> Found {
    var lines = ByteLines(bytes)
    guard let firstLine = lines.next().map({ bytes[$0.range] }),
      let format = format(openedBy: firstLine)
    else { return .none }
    var contentLines: [String] = []
    while let line = lines.next().map({ bytes[$0.range] }) {
      if closes(format, line) { return .closed(format, contentLines, bodyStart: line.endIndex) }
      contentLines.append(String(decoding: line, as: UTF8.self))
    }
    return .unclosed
  }

  private static func format(openedBy line: ArraySlice<UInt8>) -> Format? {
    switch String(decoding: line, as: UTF8.self).trimmingTrailingWhitespace {
    case "---": .yaml
    case "+++": .toml
    default: nil
    }
  }

  private static func closes(_ format: Format, _ line: ArraySlice<UInt8>) -> Bool {
    // Only short lines can be delimiters; this keeps the scan cheap on huge notes.
    guard line.count <= 16 else { return false }
    let text = String(decoding: line, as: UTF8.self).trimmingTrailingWhitespace
    switch format {
    case .yaml: return text == "---" || text == "..."
    case .toml: return text == "+++"
    }
  }
}
