/// Writes whole HTML5 pages: header with the language switcher, the "Contents" sidebar, the
/// "On this page" list, the note, and previous/next links. Nothing time-dependent; no JavaScript
/// but what a page's body brings (only the search page has any).
public enum PageTemplate {
  public static func render(_ page: Page) -> String {
    let language = page.language
    let siteName = UIString.siteName.text(in: language)
    var html = head(
      language: language, title: page.title == siteName ? siteName : "\(page.title) · \(siteName)",
      description: page.description, rootPrefix: page.rootPrefix,
      alternates: Language.allCases.compactMap { other in
        page.translations[other].map { (other, $0) }
      })
    html += "<body>\n"
    html += "<a class=\"skip-link\" href=\"#content\">\(text(.skipToContent, language))</a>\n"
    html += header(page)
    html += "<div class=\"layout\">\n"
    html += sidebar(page)
    html += pageContents(page.body.toc, language: language)
    html += "<main id=\"content\" class=\"content\">\n"
    if let banner = page.banner { html += "<div class=\"banner\" role=\"note\">\(banner)</div>\n" }
    html += "<article class=\"note\">\n"
    if !page.body.toc.contains(where: { $0.level == 1 }) {
      html += "<h1>\(HTMLEscaping.text(page.title))</h1>\n"
    }
    html += page.body.html
    html += "</article>\n"
    html += pager(page)
    html += "</main>\n</div>\n</body>\n</html>\n"
    return html
  }

  /// The site's root page: a choice among the languages' home pages, in every language.
  public static func renderLanguageChooser(homes: [Language: String], rootPrefix: String = "")
    -> String
  {
    let title = Language.allCases.map { UIString.chooseLanguage.text(in: $0) }.joined(
      separator: " · ")
    var html = head(
      language: .en, title: title, description: nil, rootPrefix: rootPrefix,
      alternates: Language.allCases.compactMap { language in homes[language].map { (language, $0) }
      })
    html += "<body class=\"language-chooser\">\n<main id=\"content\" class=\"content\">\n"
    for language in Language.allCases {
      html += "<h1 lang=\"\(language.htmlTag)\">\(text(.chooseLanguage, language))</h1>\n"
    }
    html += "<ul class=\"languages\">\n"
    for language in Language.allCases {
      guard let href = homes[language] else { continue }
      html += "<li><a href=\"\(HTMLEscaping.attribute(href))\" hreflang=\"\(language.htmlTag)\""
      html += " lang=\"\(language.htmlTag)\">\(HTMLEscaping.text(language.nativeName))"
      html += "<span class=\"site-name\">\(text(.siteName, language))</span></a></li>\n"
    }
    html += "</ul>\n</main>\n</body>\n</html>\n"
    return html
  }

  private static func text(_ string: UIString, _ language: Language) -> String {
    HTMLEscaping.text(string.text(in: language))
  }

  private static func attribute(_ string: UIString, _ language: Language) -> String {
    HTMLEscaping.attribute(string.text(in: language))
  }

  private static func head(
    language: Language, title: String, description: String?, rootPrefix: String,
    alternates: [(Language, String)]
  ) -> String {
    var html = "<!DOCTYPE html>\n<html lang=\"\(language.htmlTag)\">\n<head>\n"
    html += "<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>\(HTMLEscaping.text(title))</title>\n"
    if let description, !description.isEmpty {
      html += "<meta name=\"description\" content=\"\(HTMLEscaping.attribute(description))\">\n"
    }
    html +=
      "<link rel=\"stylesheet\" href=\"\(HTMLEscaping.attribute(rootPrefix))assets/style.css\">\n"
    for (other, href) in alternates {
      html +=
        "<link rel=\"alternate\" hreflang=\"\(other.htmlTag)\" href=\"\(HTMLEscaping.attribute(href))\">\n"
    }
    return html + "</head>\n"
  }

  private static func header(_ page: Page) -> String {
    let language = page.language
    var html = "<header class=\"site-header\">\n"
    html += "<a class=\"site-name\" href=\"\(HTMLEscaping.attribute(page.languageHome.href))\""
    html +=
      " title=\"\(HTMLEscaping.attribute(page.languageHome.title))\">\(text(.siteName, language))</a>\n"
    html += "<a class=\"contents-link\" href=\"#site-contents\">\(text(.contents, language))</a>\n"
    let search = page.rootPrefix + SearchPage.path(for: language)
    html +=
      "<a class=\"search-link\" href=\"\(HTMLEscaping.attribute(search))\">\(text(.search, language))</a>\n"
    html +=
      "<nav class=\"language-switcher\" aria-label=\"\(attribute(.chooseLanguage, language))\">\n<ul>\n"
    for other in Language.allCases {
      let name = HTMLEscaping.text(other.nativeName)
      let tag = other.htmlTag
      if other == language {
        html +=
          "<li><span class=\"current-language\" lang=\"\(tag)\" aria-current=\"true\">\(name)</span></li>\n"
      } else if let href = page.translations[other] {
        html +=
          "<li><a href=\"\(HTMLEscaping.attribute(href))\" hreflang=\"\(tag)\" lang=\"\(tag)\">\(name)</a></li>\n"
      } else {
        html += "<li><span class=\"unavailable\" lang=\"\(tag)\" aria-disabled=\"true\""
        html += " title=\"\(attribute(.notTranslated, other))\">\(name)</span></li>\n"
      }
    }
    return html + "</ul>\n</nav>\n</header>\n"
  }

  private static func sidebar(_ page: Page) -> String {
    let language = page.language
    var html =
      "<nav id=\"site-contents\" class=\"sidebar\" aria-labelledby=\"site-contents-title\">\n"
    html +=
      "<h2 id=\"site-contents-title\" class=\"sidebar-title\">\(text(.contents, language))</h2>\n"
    html += "<ol class=\"contents\">\n"
    for link in page.contents {
      let current = link.href == page.currentHref ? " aria-current=\"page\"" : ""
      html +=
        "<li><a href=\"\(HTMLEscaping.attribute(link.href))\"\(current)>\(HTMLEscaping.text(link.title))</a></li>\n"
    }
    return html + "</ol>\n</nav>\n"
  }

  /// "On this page": the note's second- and third-level headings.
  private static func pageContents(_ toc: [TOCEntry], language: Language) -> String {
    let entries = toc.filter { $0.level == 2 || $0.level == 3 }
    guard !entries.isEmpty else { return "" }
    var html = "<nav class=\"page-toc\" aria-labelledby=\"page-toc-title\">\n"
    html += "<h2 id=\"page-toc-title\">\(text(.onThisPage, language))</h2>\n<ul>\n"
    for entry in entries {
      html +=
        "<li class=\"toc-level-\(entry.level)\"><a href=\"#\(HTMLEscaping.attribute(entry.anchor))\">"
      html += "\(HTMLEscaping.text(entry.title))</a></li>\n"
    }
    return html + "</ul>\n</nav>\n"
  }

  private static func pager(_ page: Page) -> String {
    guard page.previous != nil || page.next != nil else { return "" }
    let language = page.language
    var html =
      "<nav class=\"pager\" aria-label=\"\(attribute(.previous, language)) / \(attribute(.next, language))\">\n"
    for (link, label, rel) in [
      (page.previous, UIString.previous, "prev"), (page.next, UIString.next, "next"),
    ] {
      guard let link else { continue }
      html +=
        "<a class=\"pager-\(rel)\" rel=\"\(rel)\" href=\"\(HTMLEscaping.attribute(link.href))\">"
      html += "<span class=\"pager-label\">\(text(label, language))</span>"
      html += "<span class=\"pager-title\">\(HTMLEscaping.text(link.title))</span></a>\n"
    }
    return html + "</nav>\n"
  }
}
