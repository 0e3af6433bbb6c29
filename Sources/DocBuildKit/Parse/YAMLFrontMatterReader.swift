import Yams

/// Reads YAML front matter with Yams into entries.
enum YAMLFrontMatterReader {
  /// `yaml` is the text between the delimiters, which starts on line `firstLine` of the note.
  static func entries(_ yaml: String, firstLine: Int, path: String) -> (
    [FrontMatterEntry], [Diagnostic]
  ) {
    let node: Node?
    do {
      node = try Yams.compose(yaml: yaml)
    } catch {
      return ([], [malformed(error, firstLine: firstLine, path: path)])
    }
    guard let node else { return ([], []) }
    guard let mapping = node.mapping else {
      let range = SourceRange(lines: firstLine - 1, firstLine - 1)
      return (
        [],
        [
          .warning(
            "front-matter.not-mapping", "front matter is not a mapping of fields; ignored",
            path: path, range: range)
        ]
      )
    }
    var entries: [FrontMatterEntry] = []
    for (key, value) in mapping {
      guard let name = key.string else { continue }
      let line = firstLine - 1 + (key.mark?.line ?? 1)
      entries.append(FrontMatterEntry(key: name, value: entryValue(value), line: line))
    }
    return (entries, [])
  }

  private static func entryValue(_ node: Node) -> FrontMatterEntry.Value {
    if let scalar = node.scalar { return .text(scalar.string) }
    if let sequence = node.sequence { return .list(sequence.compactMap { $0.scalar?.string }) }
    return .other
  }

  private static func malformed(_ error: any Error, firstLine: Int, path: String) -> Diagnostic {
    var problem = "\(error)"
    var mark: Mark?
    if let yamlError = error as? YamlError {
      switch yamlError {
      case .scanner(_, let text, let at, _), .parser(_, let text, let at, _),
        .composer(_, let text, let at, _):
        problem = text
        mark = at
      default: break
      }
    }
    let position =
      mark.map { SourcePosition(line: firstLine - 1 + $0.line, column: $0.column) }
      ?? SourcePosition(line: firstLine - 1, column: 1)
    return .warning(
      "front-matter.malformed", "malformed YAML front matter (\(problem)); its fields are ignored",
      path: path, range: SourceRange(start: position, end: position))
  }
}
