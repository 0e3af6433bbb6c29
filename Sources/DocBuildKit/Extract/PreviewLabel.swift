/// How a reader tells one of a block's `#Preview`s from the others: by its title
/// (`#Preview("Dark")`), else by its one line of body (`#Preview { Badge(count: 3) }`), else by
/// its place (`#Preview 2`). Never a name docbuild gives the preview's function.
enum PreviewLabel {
  /// The longest body shown in a label; a longer one names the preview by its place.
  static let maximumBody = 48

  /// The label of the preview written on `lines` (its header first, its closing brace last), the
  /// `ordinal`-th of its block.
  static func of(lines: [String], ordinal: Int) -> String {
    let header = lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
    if let title = header.firstMatch(of: #/^#Preview\s*\(\s*("(?:[^"\\]|\\.)*")/#) {
      return "#Preview(\(title.1))"
    }
    if lines.count == 1, let oneLine = header.wholeMatch(of: #/#Preview\s*\{\s*(.+?)\s*\}/#),
      oneLine.1.count <= maximumBody
    {
      return "#Preview { \(oneLine.1) }"
    }
    let body = lines.dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    if header.hasSuffix("{"), lines.last?.trimmingCharacters(in: .whitespaces) == "}",
      body.count == 1, let line = body.first, line.count <= maximumBody
    {
      return "#Preview { \(line) }"
    }
    return "#Preview \(ordinal)"
  }
}
