/// One language's search index: its pages with their sections, and for every term where it occurs.
///
/// Written as a script (`window.DOCBUILD_SEARCH = {…};`) so the search page can load it from
/// `file://`, where browsers refuse `fetch`. The shape, kept small:
///
///     {"pages":[["Title","page.html",[["Section","anchor"],…]],…],
///      "terms":{"term":[page,section,count,page,section,count,…],…}}
///
/// Page numbers index `pages`; section 0 is the page's title and whatever precedes its first
/// second-level heading, section n is the n-th entry of the page's section list. Postings are
/// ordered by page then section, and terms by code point, so equal input gives equal bytes.
public struct SearchIndex: Sendable, Equatable {
  public struct Section: Sendable, Equatable {
    public var title: String
    public var anchor: String
  }

  public struct Page: Sendable, Equatable {
    public var title: String
    public var href: String
    public var sections: [Section]
  }

  public struct Posting: Sendable, Equatable {
    public var page: Int
    public var section: Int
    public var count: Int
  }

  public var pages: [Page] = []
  public var postings: [String: [Posting]] = [:]

  /// The name of the global the script assigns.
  public static let globalName = "DOCBUILD_SEARCH"

  public init(_ searchable: [SearchablePage]) {
    for (number, page) in searchable.enumerated() {
      let sectionHeadings = page.body.toc.filter { $0.level >= 2 }
      pages.append(
        Page(
          title: page.title, href: page.href,
          sections: sectionHeadings.map { Section(title: $0.title, anchor: $0.anchor) }))
      var counts: [SectionTerm: Int] = [:]
      for term in SearchTokenizer.terms(page.title) {
        counts[SectionTerm(section: 0, term: term), default: 0] += 1
      }
      for (section, text) in Self.sections(of: page.body) {
        for term in SearchTokenizer.terms(text) {
          counts[SectionTerm(section: section, term: term), default: 0] += 1
        }
      }
      for (key, count) in counts.sorted(by: { $0.key.section < $1.key.section }) {
        postings[key.term, default: []].append(
          Posting(page: number, section: key.section, count: count))
      }
    }
  }

  private struct SectionTerm: Hashable {
    var section: Int
    var term: String
  }

  /// The page's plain text cut at its headings: (section number, text).
  ///
  /// `plainText` holds one line per block, and each heading's title is a line of its own, so the
  /// headings are found in order among the lines; a level-1 heading goes back to section 0.
  static func sections(of body: RenderedBody) -> [(Int, String)] {
    var result: [(Int, String)] = []
    var section = 0
    var lines: [Substring] = []
    var nextHeading = 0
    var sectionNumber = 0
    for line in body.plainText.split(separator: "\n", omittingEmptySubsequences: false) {
      if nextHeading < body.toc.count, line == body.toc[nextHeading].title {
        result.append((section, lines.joined(separator: "\n")))
        lines = []
        if body.toc[nextHeading].level >= 2 {
          sectionNumber += 1
          section = sectionNumber
        } else {
          section = 0
        }
        nextHeading += 1
      }
      lines.append(line)
    }
    result.append((section, lines.joined(separator: "\n")))
    return result
  }

  /// The index as a script that assigns `window.DOCBUILD_SEARCH`.
  public var javascript: String {
    var out = "window.\(Self.globalName)={\"pages\":["
    for (index, page) in pages.enumerated() {
      if index > 0 { out += "," }
      out += "[" + JSONText.string(page.title) + "," + JSONText.string(page.href) + ",["
      out += page.sections.map {
        "[" + JSONText.string($0.title) + "," + JSONText.string($0.anchor) + "]"
      }
      .joined(separator: ",")
      out += "]]"
    }
    out += "],\"terms\":{"
    let terms = postings.keys.sorted {
      $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
    }
    for (index, term) in terms.enumerated() {
      if index > 0 { out += "," }
      out += JSONText.string(term) + ":["
      out += postings[term]!.map { "\($0.page),\($0.section),\($0.count)" }.joined(separator: ",")
      out += "]"
    }
    return out + "}};\n"
  }
}
