import Foundation

/// Writes whole HTML5 pages: header with the search box, theme toggle and language switcher, the
/// "Contents" sidebar, the "On this page" list, the note, and previous/next links; the head holds
/// the description, Open Graph tags, translations' alternates and, with a base URL, the canonical
/// address. Nothing time-dependent. Scripts (`assets/theme.js`, `assets/site.js`, the language's
/// `toc.js` drawing the chapter list) only enhance: every page is complete without them.
public enum PageTemplate {
  public static func render(_ page: Page) -> String {
    parts(page).text
  }

  /// The page as parts: the note's body is written as it was rendered, between the chrome
  /// before and after it, never copied into one page-sized string.
  public static func parts(_ page: Page) -> HTMLParts {
    let language = page.language
    let siteName = UIString.siteName.text(in: language)
    let title = ChapterNumber.title(page.title, page.chapterNumber)
    var alternates = page.languages.compactMap { other in
      page.translations[other].map { (other, $0) }
    }
    if !alternates.isEmpty, let own = page.currentHref {
      alternates.append((language, own))
      alternates.sort { $0.0.htmlTag < $1.0.htmlTag }
    }
    var html = head(
      language: language, title: page.title == siteName ? siteName : "\(title) · \(siteName)",
      description: page.description, rootPrefix: page.rootPrefix, scripts: page.scripts,
      alternates: alternates,
      openGraph: OpenGraph(
        title: title, siteName: siteName, isArticle: page.isArticle, url: page.canonicalURL))
    html += "<body data-copy=\"\(attribute(.copy, language))\""
    if let exploreData = page.exploreData {
      html += " data-explore-src=\"\(HTMLEscaping.attribute(exploreData))\""
    }
    html += " data-copied=\"\(attribute(.copied, language))\""
    html += " data-search-none=\"\(attribute(.searchNoResults, language))\""
    html += " data-theme-label=\"\(attribute(.theme, language))\">\n"
    html += "<a class=\"skip-link\" href=\"#content\">\(text(.skipToContent, language))</a>\n"
    html += header(page)
    html += "<div class=\"layout\">\n"
    html += sidebar(page)
    // The list of headings is a part of its own: a page of many headings is not copied again.
    var parts = HTMLParts(html)
    parts.append(pageContents(page.body.toc, language: language))
    html = "<main id=\"content\" class=\"content\">\n"
    if let banner = page.banner { html += "<div class=\"banner\" role=\"note\">\(banner)</div>\n" }
    html += "<article class=\"note\">\n"
    // The page's dates go after the note's own title (which holds its chapter number), or after
    // a title written here when the note has none.
    var titleEnd = page.body.titleEnd
    if titleEnd == nil {
      html += "<h1>\(ChapterNumber.html(page.chapterNumber))\(HTMLEscaping.text(page.title))</h1>\n"
      html += meta(page)
    }
    parts.append(html)
    for part in page.body.htmlParts.parts {
      guard let end = titleEnd, end <= part.utf8.count else {
        titleEnd = titleEnd.map { $0 - part.utf8.count }
        parts.append(part)
        continue
      }
      let index = part.utf8.index(part.startIndex, offsetBy: end)
      parts.append(part[..<index])
      parts.append(meta(page))
      parts.append(part[index...])
      titleEnd = nil
    }
    parts += "</article>\n" + pager(page) + "</main>\n</div>\n</body>\n</html>\n"
    return parts
  }

  /// A page at the site's root, written in every language: the language chooser (`index.html`)
  /// or the missing-page notice (`404.html`), each leading to the languages' home pages. A page
  /// that `findsRoot` looks for the site's root when it is served at another address and points
  /// its links there (`assets/site-root.js`, inline: it cannot be loaded before the root is known).
  public static func renderRootPage(
    heading: UIString, hint: UIString? = nil, languages: [Language], homes: [Language: String],
    in language: Language = .en, rootPrefix: String = "", findsRoot: Bool = false
  ) -> String {
    let title = languages.map { heading.text(in: $0) }.joined(separator: " · ")
    var html = head(
      language: language, title: title, description: nil, rootPrefix: rootPrefix,
      alternates: languages.compactMap { language in homes[language].map { (language, $0) } })
    html += "<body class=\"language-chooser\">\n<main id=\"content\" class=\"content\">\n<h1>"
    html += languages.map { language in
      "<span lang=\"\(language.htmlTag)\">\(text(heading, language))</span>"
    }.joined(separator: "<br>")
    html += "</h1>\n"
    if let hint {
      for language in languages {
        html += "<p lang=\"\(language.htmlTag)\">\(text(hint, language))</p>\n"
      }
    }
    html += "<ul class=\"languages\">\n"
    for language in languages {
      guard let href = homes[language] else { continue }
      html += "<li><a href=\"\(HTMLEscaping.attribute(href))\" hreflang=\"\(language.htmlTag)\""
      html += " lang=\"\(language.htmlTag)\">\(HTMLEscaping.text(language.nativeName))"
      html += "<span class=\"site-name\">\(text(.siteName, language))</span></a></li>\n"
    }
    html += "</ul>\n</main>\n"
    if findsRoot {
      html += "<script>\n\(AssetCompaction.javascript(EmbeddedAssets.siteRootJs))</script>\n"
    }
    html += "</body>\n</html>\n"
    return html
  }

  private static func text(_ string: UIString, _ language: Language) -> String {
    HTMLEscaping.text(string.text(in: language))
  }

  private static func attribute(_ string: UIString, _ language: Language) -> String {
    HTMLEscaping.attribute(string.text(in: language))
  }

  /// What Open Graph tags say of a page besides its description.
  private struct OpenGraph {
    var title: String
    var siteName: String
    var isArticle: Bool
    var url: String?
  }

  private static func head(
    language: Language, title: String, description: String?, rootPrefix: String,
    scripts: [String] = [], alternates: [(Language, String)], openGraph: OpenGraph? = nil
  ) -> String {
    let root = HTMLEscaping.attribute(rootPrefix)
    var html = "<!DOCTYPE html>\n<html lang=\"\(language.htmlTag)\">\n<head>\n"
    html += "<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>\(HTMLEscaping.text(title))</title>\n"
    if let description, !description.isEmpty {
      html += "<meta name=\"description\" content=\"\(HTMLEscaping.attribute(description))\">\n"
    }
    if let openGraph {
      html += property("og:type", openGraph.isArticle ? "article" : "website")
      html += property("og:title", openGraph.title)
      html += property("og:site_name", openGraph.siteName)
      html += property("og:locale", language.openGraphLocale)
      if let description, !description.isEmpty { html += property("og:description", description) }
      if let url = openGraph.url {
        html += property("og:url", url)
        html += "<link rel=\"canonical\" href=\"\(HTMLEscaping.attribute(url))\">\n"
      }
    }
    html += "<link rel=\"icon\" href=\"\(root)\(SiteAssets.faviconPath)\">\n"
    html += "<link rel=\"stylesheet\" href=\"\(root)\(Stylesheet.path)\">\n"
    html += "<script src=\"\(root)\(SiteAssets.themeScriptPath)\"></script>\n"
    // Deferred scripts run in order: the page's data is there when site.js runs.
    for script in scripts {
      html += "<script src=\"\(HTMLEscaping.attribute(script))\" defer></script>\n"
    }
    html += "<script src=\"\(root)\(SiteAssets.siteScriptPath)\" defer></script>\n"
    for (other, href) in alternates {
      let absolute = openGraph?.url.flatMap { URL(string: href, relativeTo: URL(string: $0)) }
      let target = absolute?.absoluteString ?? href
      html +=
        "<link rel=\"alternate\" hreflang=\"\(other.htmlTag)\" href=\"\(HTMLEscaping.attribute(target))\">\n"
    }
    return html + "</head>\n"
  }

  private static func property(_ name: String, _ content: String) -> String {
    "<meta property=\"\(name)\" content=\"\(HTMLEscaping.attribute(content))\">\n"
  }

  /// Last updated and "edit this page", when the note has them.
  private static func meta(_ page: Page) -> String {
    guard page.updated != nil || page.editURL != nil else { return "" }
    var html = "<p class=\"page-meta\">"
    if let updated = page.updated {
      html += "<span>\(text(.lastUpdated, page.language)): "
      html +=
        "<time datetime=\"\(HTMLEscaping.attribute(updated))\">\(HTMLEscaping.text(updated))</time></span>"
    }
    if let edit = page.editURL {
      html +=
        "<a class=\"edit-link\" href=\"\(HTMLEscaping.attribute(edit))\">\(text(.editThisPage, page.language))</a>"
    }
    return html + "</p>\n"
  }

  private static func header(_ page: Page) -> String {
    let language = page.language
    var html = "<header class=\"site-header\">\n"
    html += "<a class=\"site-name\" href=\"\(HTMLEscaping.attribute(page.languageHome.href))\""
    html +=
      " title=\"\(HTMLEscaping.attribute(page.languageHome.title))\">\(text(.siteName, language))</a>\n"
    if page.chapterList != nil {
      html += "<a class=\"menu-button\" href=\"#site-contents\" aria-controls=\"site-contents\">"
      html += "\(text(.menu, language))</a>\n"
    }
    // site.js adds the theme toggle after the search box: it does nothing without JavaScript.
    html += searchBox(page)
    html +=
      "<nav class=\"language-switcher\" aria-label=\"\(attribute(.chooseLanguage, language))\">\n<ul>\n"
    for other in page.languages {
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

  /// The header's search box: it submits to the language's search page, and site.js shows results
  /// under it as the reader types (in a list and with a key hint it adds), loading the index only
  /// then: the index and text beside the search page, the search script beside the stylesheet.
  private static func searchBox(_ page: Page) -> String {
    let language = page.language
    let action = HTMLEscaping.attribute(page.rootPrefix + SearchPage.path(for: language))
    var html = "<form class=\"header-search\" role=\"search\" action=\"\(action)\">\n"
    html +=
      "<input type=\"search\" name=\"q\" autocomplete=\"off\" aria-label=\"\(attribute(.search, language))\""
    return html + " placeholder=\"\(attribute(.search, language))\">\n</form>\n"
  }

  /// The chapter list: the language's `toc.js` draws it in place of the link to the contents page,
  /// which is all a reader without JavaScript gets (the list itself is that page).
  private static func sidebar(_ page: Page) -> String {
    guard let chapters = page.chapterList else { return "" }
    let language = page.language
    var html =
      "<nav id=\"site-contents\" class=\"sidebar\" aria-labelledby=\"site-contents-title\">\n"
    html +=
      "<h2 id=\"site-contents-title\">\(text(.contents, language))</h2>\n"
    html +=
      "<p class=\"contents-fallback\"><a href=\"\(HTMLEscaping.attribute(page.languageHome.href))\">"
    html += "\(text(.contents, language))</a></p>\n"
    html += "<script src=\"\(HTMLEscaping.attribute(chapters.script))\""
    if let current = chapters.current {
      html += " data-current=\"\(HTMLEscaping.attribute(current))\""
    }
    return html + "></script>\n</nav>\n"
  }

  /// "On this page": the note's second- and third-level headings.
  private static func pageContents(_ toc: [TOCEntry], language: Language) -> String {
    // Filtered as it is read: a page of many headings makes no second list of them.
    let entries = toc.lazy.filter { $0.level == 2 || $0.level == 3 }
    guard !entries.isEmpty else { return "" }
    var html = "<nav class=\"page-toc\" aria-labelledby=\"page-toc-title\">\n"
    // Sized once: a page of many headings must not double a long list while it grows.
    html.reserveCapacity(
      entries.reduce(128) { $0 + 44 + $1.anchor.utf8.count + $1.title.utf8.count * 9 / 8 })
    html += "<h2 id=\"page-toc-title\">\(text(.onThisPage, language))</h2>\n<ul>\n"
    for entry in entries {
      html += entry.level == 3 ? "<li class=\"toc-level-3\">" : "<li>"
      html += "<a href=\"#\(HTMLEscaping.attribute(entry.anchor))\">"
      html += "\(HTMLEscaping.text(entry.title))</a></li>\n"
    }
    html += "</ul>\n</nav>\n"
    return html
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
      html += "<a rel=\"\(rel)\" href=\"\(HTMLEscaping.attribute(link.href))\">"
      html += "<span class=\"pager-label\">\(text(label, language))</span>"
      html +=
        "<span>\(ChapterNumber.html(link.number))\(HTMLEscaping.text(link.title))</span></a>\n"
    }
    return html + "</nav>\n"
  }
}

extension Language {
  /// The `og:locale` of pages in this language (`ko_KR`; the tag itself for languages docbuild
  /// does not know).
  fileprivate var openGraphLocale: String {
    switch primarySubtag {
    case "ko": "ko_KR"
    case "zh": "zh_CN"
    case "en": "en_US"
    case "ja": "ja_JP"
    default: htmlTag.replacingOccurrences(of: "-", with: "_")
    }
  }
}
