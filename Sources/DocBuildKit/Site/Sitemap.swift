/// `sitemap.xml`: every page of the site at its absolute address, with its translations as
/// `hreflang` alternates. Written only when the site has a base URL (a sitemap needs absolute URLs).
struct Sitemap {
  struct Entry {
    /// The page's path in the site (`ko/01-state.html`).
    var path: String
    /// The page's translations, itself included: language → path in the site.
    var alternates: [Language: String]
  }

  /// The site's address, ending in `/`.
  var rootURL: String
  var entries: [Entry]

  var xml: String {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
    xml += " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
    for entry in entries.sorted(by: { $0.path < $1.path }) {
      xml += "<url><loc>\(HTMLEscaping.text(rootURL + entry.path))</loc>"
      if entry.alternates.count > 1 {
        for (language, path) in entry.alternates.sorted(by: { $0.key < $1.key }) {
          xml += "<xhtml:link rel=\"alternate\" hreflang=\"\(language.htmlTag)\""
          xml += " href=\"\(HTMLEscaping.attribute(rootURL + path))\"/>"
        }
      }
      xml += "</url>\n"
    }
    return xml + "</urlset>\n"
  }
}

extension Sitemap {
  /// Every note and language home, each with its translations.
  init(rootURL: String, order: ChapterOrder, translations: [String: [Language: String]]) {
    let homes = Dictionary(
      uniqueKeysWithValues: order.languages.map { ($0, ChapterOrder.home($0)) })
    var entries = order.languages.map { Sitemap.Entry(path: homes[$0]!, alternates: homes) }
    for language in order.languages {
      for page in order.pages(language) {
        entries.append(
          Sitemap.Entry(
            path: page.output,
            alternates: translations[page.translationKey] ?? [language: page.output]))
      }
    }
    self.init(rootURL: rootURL, entries: entries)
  }
}
