/// The text of every section of one language's pages, for the snippets under search results.
/// A script of its own (`window.DOCBUILD_SEARCH_TEXT = [[section 0, section 1, …], …];`, pages and
/// sections numbered as in `SearchIndex`), loaded only when the reader searches.
public struct SearchText: Sendable, Equatable {
  public static let globalName = "DOCBUILD_SEARCH_TEXT"

  /// Each page's sections' text, whitespace collapsed.
  public var pages: [[String]]

  public init(_ searchable: [SearchablePage]) {
    pages = searchable.map { page in
      let count = page.body.toc.filter { $0.level >= 2 }.count + 1
      var sections = [String](repeating: "", count: count)
      for (section, text) in SearchIndex.sections(of: page.body) where section < count {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        sections[section] += sections[section].isEmpty ? words : " " + words
      }
      return sections
    }
  }

  public var javascript: String {
    "window.\(Self.globalName)=["
      + pages.map { "[" + $0.map(JSONText.string).joined(separator: ",") + "]" }
      .joined(separator: ",") + "];\n"
  }
}
