/// Reads the top-level `key = value` lines of Hugo's TOML front matter (between `+++` lines):
/// strings, integers and one-line arrays of strings. Anything else at the top level is reported,
/// never dropped silently; tables (`[params]`) and what follows them are not docbuild's.
enum TOMLFrontMatterReader {
  /// `lines` are the lines between the delimiters; the first is line `firstLine` of the note.
  static func entries(_ lines: [Substring], firstLine: Int, path: String) -> (
    [FrontMatterEntry], [Diagnostic]
  ) {
    var entries: [FrontMatterEntry] = []
    var diagnostics: [Diagnostic] = []
    for (offset, rawLine) in lines.enumerated() {
      let line = rawLine.trimmingWhitespaceAndNewlines
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("[") { break }
      let lineNumber = firstLine + offset
      guard let match = line.wholeMatch(of: #/([A-Za-z0-9_-]+|"[^"]*")\s*=\s*(.+)/#),
        let value = value(String(match.2).trimmingWhitespaceAndNewlines)
      else {
        diagnostics.append(
          .warning(
            "front-matter.toml", "TOML front matter line not understood; ignored: \(line)",
            path: path,
            range: SourceRange(lines: lineNumber, lineNumber)))
        continue
      }
      let key = String(match.1).trimmingCharacters(in: ["\""])
      entries.append(FrontMatterEntry(key: key, value: value, line: lineNumber))
    }
    return (entries, diagnostics)
  }

  private static func value(_ text: String) -> FrontMatterEntry.Value? {
    if let string = string(text) { return .text(string) }
    if text.wholeMatch(of: #/[+-]?[0-9_]+(\.[0-9]+)?|true|false|\d{4}-\d\d-\d\d.*/#) != nil {
      return .text(text.replacingOccurrences(of: "_", with: ""))
    }
    guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
    let items = text.dropFirst().dropLast().split(separator: ",").map(
      \.trimmingWhitespaceAndNewlines
    )
    .filter { !$0.isEmpty }
    let strings = items.compactMap(string)
    return strings.count == items.count ? .list(strings) : nil
  }

  /// A one-line basic (`"…"`, with escapes) or literal (`'…'`) string.
  private static func string(_ text: String) -> String? {
    if text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") {
      return String(text.dropFirst().dropLast())
    }
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"")
    else { return nil }
    var result = ""
    var escaping = false
    for character in text.dropFirst().dropLast() {
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        default: result.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
