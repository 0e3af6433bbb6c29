/// One top-level field of a front matter, whichever format (YAML, TOML) wrote it.
struct FrontMatterEntry: Sendable {
  enum Value: Sendable {
    case text(String)
    case list([String])
    /// A table, mapping or anything else docbuild does not read.
    case other
  }

  var key: String
  var value: Value
  /// The line of the note the field is on.
  var line: Int
}

/// Reads docbuild's fields out of front matter entries, accepting the names Jekyll, Hexo, Hugo
/// and Docusaurus notes use.
enum FrontMatterFields {
  static func frontMatter(from entries: [FrontMatterEntry], lineCount: Int, path: String)
    -> (FrontMatter, [Diagnostic])
  {
    var frontMatter = FrontMatter(lineCount: lineCount)
    var diagnostics: [Diagnostic] = []
    for entry in entries {
      switch entry.key {
      case "title": frontMatter.title = text(entry)
      case "description", "summary", "excerpt":
        frontMatter.description = frontMatter.description ?? text(entry)
      case "tags", "tag", "keywords":
        if frontMatter.tags.isEmpty { frontMatter.tags = list(entry) }
      case "category", "categories":
        frontMatter.category = frontMatter.category ?? list(entry).first
      case "date", "lastmod", "last_modified", "updated":
        frontMatter.date = frontMatter.date ?? text(entry)
      case "lang", "language": frontMatter.lang = text(entry)?.lowercased()
      case "translationKey", "translation_key", "key", "ref":
        frontMatter.translationKey = text(entry)
      case "prelude":
        frontMatter.prelude = list(entry).map {
          PreludeReference(path: $0, namedIn: path, line: entry.line)
        }
      case "order", "weight", "nav_order", "sidebar_position":
        if let order = text(entry).flatMap({ Int($0) }) {
          frontMatter.order = order
        } else {
          diagnostics.append(
            .warning(
              "front-matter.order", "`\(entry.key)` should be a whole number; ignored", path: path,
              range: SourceRange(lines: entry.line, entry.line)))
        }
      default: break
      }
    }
    return (frontMatter, diagnostics)
  }

  private static func text(_ entry: FrontMatterEntry) -> String? {
    switch entry.value {
    case .text(let text): text.isEmpty ? nil : text
    case .list(let items): items.isEmpty ? nil : items.joined(separator: ", ")
    case .other: nil
    }
  }

  /// A list, a single string, or a comma-separated string.
  private static func list(_ entry: FrontMatterEntry) -> [String] {
    let items: [String]
    switch entry.value {
    case .text(let text): items = text.split(separator: ",").map(\.trimmingWhitespaceAndNewlines)
    case .list(let list): items = list.map(\.trimmingWhitespaceAndNewlines)
    case .other: items = []
    }
    return items.filter { !$0.isEmpty }
  }
}
