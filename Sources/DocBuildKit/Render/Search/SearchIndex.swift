/// One language's search index: its pages with their sections, and for every term where it occurs.
///
/// Written as a script (`window.DOCBUILD_SEARCH = {…};`) so the search page can load it from
/// `file://`, where browsers refuse `fetch`. The shape, kept small:
///
///     {"pages":[["Title","page.html",[["Section","anchor"],…]],…],
///      "terms":{"term":"postings",…}}
///
/// where a term's postings, its (page, section, count) triples, are compacted by `PostingsCode`.
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
    for page in searchable { add(Self.entry(for: page)) }
  }

  /// What one page adds to an index: the page and its terms' counts per section, in section
  /// order. Computed apart from the index, so pages can be tokenised in parallel as they are
  /// rendered and added in order.
  public struct Entry: Sendable {
    public var page: Page
    public var terms: [TermCount]
  }

  public struct TermCount: Sendable, Equatable {
    public var term: String
    public var section: Int
    public var count: Int
  }

  public static func entry(for page: SearchablePage) -> Entry {
    let sectionHeadings = page.body.toc.filter { $0.level >= 2 }
    var counts: [SectionTerm: Int] = [:]
    for term in SearchTokenizer.terms(page.title) {
      counts[SectionTerm(section: 0, term: term), default: 0] += 1
    }
    for (section, text) in sections(of: page.body) {
      for term in SearchTokenizer.terms(text) {
        counts[SectionTerm(section: section, term: term), default: 0] += 1
      }
    }
    return Entry(
      page: Page(
        title: page.title, href: page.href,
        sections: sectionHeadings.map { Section(title: $0.title, anchor: $0.anchor) }),
      terms: counts.sorted { $0.key.section < $1.key.section }.map {
        TermCount(term: $0.key.term, section: $0.key.section, count: $0.value)
      })
  }

  /// Appends a page; its number is the count of pages before it.
  public mutating func add(_ entry: Entry) {
    let number = pages.count
    pages.append(entry.page)
    for term in entry.terms {
      postings[term.term, default: []].append(
        Posting(page: number, section: term.section, count: term.count))
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
    head(terms: termEntries().map(\.entry).joined(separator: ","), parts: nil)
  }

  /// The index as the site serves it: `javascript` alone while its terms take at most
  /// `partBytes`; beyond that a head with the pages and no terms, and the terms in parts
  /// (`docbuildAddTerms({…});`), each term in the part numbered by its first code point modulo the
  /// number of parts. A query's word matches only terms that begin with it, so the search loads
  /// just the parts of its words' first characters (all of them for a lone Hangul or Han
  /// character, which is looked for inside bigrams).
  public func scripts(partBytes: Int) -> (head: String, parts: [String]) {
    let entries = termEntries()
    let size = entries.reduce(0) { $0 + $1.entry.utf8.count + 1 }
    guard size > partBytes else {
      return (head(terms: entries.map(\.entry).joined(separator: ","), parts: nil), [])
    }
    let count = (size + partBytes - 1) / partBytes
    var parts = [[String]](repeating: [], count: count)
    for (term, entry) in entries {
      parts[Self.part(of: term, count: count)].append(entry)
    }
    return (
      head(terms: "", parts: count),
      parts.map { "docbuildAddTerms({" + $0.joined(separator: ",") + "});\n" }
    )
  }

  /// The part that holds `term` when the index is in `count` parts (`docbuildIndexParts` in
  /// search-ranking.js is the same rule).
  static func part(of term: String, count: Int) -> Int {
    Int((term.unicodeScalars.first?.value ?? 0) % UInt32(count))
  }

  /// Every term with its `"term":"postings"`, terms ordered by code point.
  private func termEntries() -> [(term: String, entry: String)] {
    postings.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map {
      term in (term, JSONText.string(term) + ":" + PostingsCode.encode(postings[term]!))
    }
  }

  private func head(terms: String, parts: Int?) -> String {
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
    out += "],"
    if let parts { out += "\"parts\":\(parts)," }
    return out + "\"terms\":{" + terms + "}};\n"
  }
}
