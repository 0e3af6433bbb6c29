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

  /// `bytes` is the note as UTF-8 with `\n` line ends and no byte order mark.
  static func parse(_ bytes: [UInt8], path: String) -> Result {
    var lines = ByteLines(bytes)
    guard let firstLine = lines.next().map({ bytes[$0.range] }),
      let format = format(openedBy: firstLine)
    else {
      return Result(frontMatter: FrontMatter(), body: bytes, diagnostics: [])
    }
    var contentLines: [String] = []
    var closingLine: ArraySlice<UInt8>?
    while let line = lines.next().map({ bytes[$0.range] }) {
      if closes(format, line) {
        closingLine = line
        break
      }
      contentLines.append(String(decoding: line, as: UTF8.self))
    }
    guard let closingLine else {
      let diagnostic = Diagnostic.warning(
        "front-matter.unclosed", "front matter opened here is never closed; read as markdown",
        path: path, range: SourceRange(lines: 1, 1))
      return Result(frontMatter: FrontMatter(), body: bytes, diagnostics: [diagnostic])
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

    let bodyStart = closingLine.endIndex
    var body = [UInt8](repeating: UInt8(ascii: "\n"), count: closingIndex)
    body.append(contentsOf: bytes[bodyStart...])
    return Result(
      frontMatter: frontMatter, body: body, diagnostics: readDiagnostics + fieldDiagnostics)
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
