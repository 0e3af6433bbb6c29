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
  public struct Page: Sendable, Equatable {
    public var title: String
    public var href: String
    /// Its sections as the index writes them (`["Section","anchor"],…`), made once: a page of
    /// many headings keeps one string, not a title and an anchor per heading.
    public var sections: String
  }

  public var pages: [Page] = []
  /// Every term's postings, flat: page, section and count, three numbers a posting, ordered by
  /// page then section. Flat numbers, not a struct or a string each: a big page has as many
  /// postings as words.
  public var postings: [String: [Int32]] = [:]

  /// The name of the global the script assigns.
  public static let globalName = "DOCBUILD_SEARCH"

  public init(_ searchable: [SearchablePage]) {
    for page in searchable {
      var entry = Self.entry(for: page)
      add(&entry)
    }
  }

  /// What one page adds to an index: the page and, for each of its terms, the sections it occurs
  /// in with its count there (section and count, flat, in section order). Computed apart from the
  /// index, so pages can be tokenised in parallel as they are rendered and added in order.
  public struct Entry: Sendable {
    public var page: Page
    public var terms: [String: [Int32]]
  }

  public static func entry(for page: SearchablePage) -> Entry {
    let sectionHeadings = page.body.toc.lazy.filter { $0.level >= 2 }
    var terms: [String: [Int32]] = [:]
    // Counted one section at a time: only a section's words are ever held apart.
    func add(_ section: Int, _ text: Substring) {
      var counts: [String: Int32] = [:]
      for term in SearchTokenizer.terms(text) { counts[term, default: 0] += 1 }
      for (term, count) in counts {
        terms[term, default: []].append(contentsOf: [Int32(section), count])
      }
    }
    add(0, page.title[...])
    forEachSection(of: page.body, add)
    return Entry(
      page: Page(
        title: page.title, href: page.href,
        sections: sectionsJSON(sectionHeadings)),
      terms: terms.mapValues(Self.merged))
  }

  /// The sections of a page as `head` writes them.
  private static func sectionsJSON(_ headings: some Sequence<TOCEntry>) -> String {
    var json = ""
    for (number, heading) in headings.enumerated() {
      if number > 0 { json += "," }
      json += "["
      json += JSONText.string(heading.title)
      json += ","
      json += JSONText.string(heading.anchor)
      json += "]"
    }
    return json
  }

  /// Section-and-count pairs in section order with each section once: the title, the text
  /// before the first heading and the text after a level-1 heading are all section 0.
  private static func merged(_ pairs: [Int32]) -> [Int32] {
    let sections = stride(from: 0, to: pairs.count, by: 2).map { pairs[$0] }
    guard zip(sections, sections.dropFirst()).contains(where: { $0 >= $1 }) else { return pairs }
    var counts: [Int32: Int32] = [:]
    for pair in stride(from: 0, to: pairs.count, by: 2) {
      counts[pairs[pair], default: 0] += pairs[pair + 1]
    }
    return counts.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
  }

  /// Appends a page; its number is the count of pages before it. The entry is emptied as its
  /// terms go in, so a big page's postings are never held twice.
  public mutating func add(_ entry: inout Entry) {
    let number = Int32(pages.count)
    pages.append(entry.page)
    for term in Array(entry.terms.keys) {
      guard let pairs = entry.terms.removeValue(forKey: term) else { continue }
      var list = postings.removeValue(forKey: term) ?? []
      // A term's first page sizes its list exactly (a big page's postings are most of it); later
      // pages grow it geometrically, never by an exact reserve each.
      if list.isEmpty { list.reserveCapacity(pairs.count / 2 * 3) }
      for pair in stride(from: 0, to: pairs.count, by: 2) {
        list += [number, pairs[pair], pairs[pair + 1]]
      }
      postings[term] = list
    }
  }

  /// The page's plain text cut at its headings, section by section: (section number, text).
  ///
  /// `plainText` holds one line per block, and each heading's title is a line of its own, so the
  /// headings are found in order among the lines; a level-1 heading goes back to section 0. Each
  /// section's text is a slice of `plainText`, not a copy.
  static func forEachSection(of body: RenderedBody, _ visit: (Int, Substring) -> Void) {
    let text = body.plainText
    var section = 0
    var start = text.startIndex
    var nextHeading = 0
    var sectionNumber = 0
    var lineStart = text.startIndex
    while lineStart <= text.endIndex {
      let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
      if nextHeading < body.toc.count, text[lineStart..<lineEnd] == body.toc[nextHeading].title {
        // The section ends before the line feed that ends its last line.
        visit(section, text[start..<(lineStart == start ? start : text.index(before: lineStart))])
        start = lineStart
        if body.toc[nextHeading].level >= 2 {
          sectionNumber += 1
          section = sectionNumber
        } else {
          section = 0
        }
        nextHeading += 1
      }
      guard lineEnd < text.endIndex else { break }
      lineStart = text.index(after: lineEnd)
    }
    visit(section, text[start...])
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
    // Sized once: a page of many headings must not double a long string while it grows.
    out.reserveCapacity(
      pages.reduce(terms.utf8.count + 64) {
        $0 + $1.sections.utf8.count + ($1.title.utf8.count + $1.href.utf8.count) * 2 + 16
      })
    for (index, page) in pages.enumerated() {
      if index > 0 { out += "," }
      out += "[" + JSONText.string(page.title) + "," + JSONText.string(page.href) + ",["
      out += page.sections
      out += "]]"
    }
    out += "],"
    if let parts { out += "\"parts\":\(parts)," }
    out += "\"terms\":{"
    out += terms
    out += "}};\n"
    return out
  }
}
