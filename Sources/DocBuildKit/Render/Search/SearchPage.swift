/// Each language's search page: a search box and a results list, filled by `assets/site.js` from
/// the language's index (`search-index.js`, beside the page) and its sections' text for snippets
/// (`search-text.js`), which it loads as the header's search box does: the search itself
/// (`assets/search.js`, one file for all languages), the index, and for a large index only the
/// parts a query needs.
public enum SearchPage {
  public static let scriptPath = "assets/search.js"

  /// The tokeniser, the ranking and the drawing of results.
  public static var script: String {
    SearchScript.tokenizer + SearchScript.ranking + SearchScript.results
  }

  public static func path(for language: Language) -> String {
    "\(language.folder)/search.html"
  }

  public static func indexPath(for language: Language) -> String {
    "\(language.folder)/search-index.js"
  }

  public static func textPath(for language: Language) -> String {
    "\(language.folder)/search-text.js"
  }

  /// Part `number` of a split index or text (`search-index.js` → `search-index-3.js`); site.js
  /// names parts the same way.
  public static func partPath(of path: String, _ number: Int) -> String {
    String(path.dropLast(3)) + "-\(number).js"
  }

  /// Beyond this size an index's terms, or its text, are split into parts of about this size,
  /// loaded on a query that needs them.
  public static let partBytes = 256_000

  /// The page, given its chapter list and the search pages of the other languages (hrefs relative to it).
  public static func page(
    language: Language, chapterList: ChapterListReference?, translations: [Language: String]
  ) -> Page {
    let title = UIString.search.text(in: language)
    let body = RenderedBody(html: html(language), toc: [], diagnostics: [], plainText: "")
    return Page(
      language: language, title: title, body: body, rootPrefix: "../",
      languageHome: PageLink(title: UIString.contents.text(in: language), href: "index.html"),
      translations: translations, chapterList: chapterList)
  }

  private static func html(_ language: Language) -> String {
    func attribute(_ string: UIString) -> String {
      HTMLEscaping.attribute(string.text(in: language))
    }
    var html =
      "<form class=\"search-form\" role=\"search\" action=\"search.html\" method=\"get\">\n"
    html += "<input id=\"search-query\" type=\"search\" name=\"q\" autocomplete=\"off\""
    html +=
      " aria-label=\"\(attribute(.search))\" placeholder=\"\(attribute(.searchPlaceholder))\">\n"
    html += "</form>\n"
    html += "<p id=\"search-status\" class=\"search-status\" role=\"status\""
    html +=
      " data-none=\"\(attribute(.searchNoResults))\" data-one=\"\(attribute(.searchOneResult))\""
    html += " data-many=\"\(attribute(.searchResultCount))\"></p>\n"
    html += "<ol id=\"search-results\" class=\"search-results\"></ol>\n"
    html +=
      "<noscript><p>\(HTMLEscaping.text(UIString.searchNeedsScript.text(in: language)))</p></noscript>\n"
    return html
  }
}

extension SearchPage {
  /// A language's search index and text as scripts, split into parts when large.
  static func files(_ language: Language, index: SearchIndex, text: SearchText)
    -> [(path: String, text: String)]
  {
    var files: [(path: String, text: String)] = []
    for (path, scripts) in [
      (SearchPage.indexPath(for: language), index.scripts(partBytes: SearchPage.partBytes)),
      (SearchPage.textPath(for: language), text.scripts(partBytes: SearchPage.partBytes)),
    ] {
      files.append((path, scripts.head))
      for (number, part) in scripts.parts.enumerated() {
        files.append((SearchPage.partPath(of: path, number), part))
      }
    }
    return files
  }
}
