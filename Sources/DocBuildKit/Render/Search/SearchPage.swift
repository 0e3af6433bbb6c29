/// Each language's search page: a search box and a results list, filled by `assets/site.js` from
/// the language's index (`search-index.js`, beside the page) and its sections' text for snippets
/// (`search-text.js`). The search itself is one file for all languages (`assets/search.js`); the
/// header's search box on every page loads the same three files when the reader types.
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

  /// The page, given its sidebar and the search pages of the other languages (hrefs relative to it).
  public static func page(
    language: Language, contents: [PageLink], translations: [Language: String]
  ) -> Page {
    let title = UIString.search.text(in: language)
    let body = RenderedBody(html: html(language), toc: [], diagnostics: [], plainText: "")
    return Page(
      language: language, title: title, body: body, rootPrefix: "../",
      languageHome: PageLink(title: UIString.contents.text(in: language), href: "index.html"),
      translations: translations, contents: contents)
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
    html += "<script src=\"search-index.js\"></script>\n"
    html += "<script src=\"search-text.js\"></script>\n"
    return html + "<script src=\"../\(scriptPath)\"></script>\n"
  }
}
