/// The text of every section of one language's pages, for the snippets under search results.
/// A script of its own (`window.DOCBUILD_SEARCH_TEXT` becomes `[[section 0, section 1, …], …]`,
/// pages and sections numbered as in `SearchIndex`), loaded only when the reader searches.
public struct SearchText: Sendable, Equatable {
  public static let globalName = "DOCBUILD_SEARCH_TEXT"

  /// Each page's sections' text, whitespace collapsed.
  public var pages: [[String]] = []

  public init(_ searchable: [SearchablePage]) {
    pages = searchable.map(Self.sections)
  }

  /// Appends a page's sections (`sections(of:)`).
  public mutating func add(_ sections: [String]) {
    pages.append(sections)
  }

  /// One page's sections' text, computed apart from the whole (pages are added as rendered).
  public static func sections(of page: SearchablePage) -> [String] {
    let count = page.body.toc.reduce(1) { $0 + ($1.level >= 2 ? 1 : 0) }
    var sections = [String](repeating: "", count: count)
    SearchIndex.forEachSection(of: page.body) { section, text in
      guard section < count else { return }
      Self.appendWords(of: text, to: &sections[section])
    }
    return sections
  }

  /// Appends `text`'s words to `section`, one space between words, in one pass (a big page's
  /// section is as long as the page).
  private static func appendWords(of text: Substring, to section: inout String) {
    var separated = !section.isEmpty
    var word = text.startIndex
    var index = text.startIndex
    func flush(upTo end: String.Index) {
      guard word < end else { return }
      if separated { section += " " }
      section += text[word..<end]
      separated = true
    }
    while index < text.endIndex {
      if text[index].isWhitespace {
        flush(upTo: index)
        word = text.index(after: index)
      }
      index = text.index(after: index)
    }
    flush(upTo: text.endIndex)
  }

  /// The whole text as one script: `docbuildAddText(0, …)` after an empty array.
  public var javascript: String {
    "window.\(Self.globalName)=[];" + Self.addText(first: 0, pages[...])
  }

  /// The name of the global that says how many pages each part holds, when the text is split.
  public static let pagesPerPartName = "DOCBUILD_SEARCH_TEXT_PAGES"

  /// The text as the site serves it: `javascript` alone while it takes at most `partBytes`
  /// (before its repeats are coded); beyond that a head that says how many pages each part holds,
  /// and the parts (`docbuildAddText(first page, [pages…]);`), so results load only their own
  /// pages' text.
  public func scripts(partBytes: Int) -> (head: String, parts: [String]) {
    let size = pages.reduce(0) { total, page in
      page.reduce(total + 4) { $0 + $1.utf8.count + 3 }
    }
    guard size > partBytes, pages.count > 1 else { return (javascript, []) }
    let perPart = max(1, pages.count * partBytes / size)
    let parts = stride(from: 0, to: pages.count, by: perPart).map { first in
      Self.addText(first: first, pages[first..<min(first + perPart, pages.count)])
    }
    return ("window.\(Self.globalName)=[];window.\(Self.pagesPerPartName)=\(perPart);\n", parts)
  }

  /// A script that adds `pages` from page `first` on, their repeats coded (`SearchTextCode`)
  /// against the text before them in the same script.
  private static func addText(first: Int, _ pages: ArraySlice<[String]>) -> String {
    var coder = SearchTextCode()
    let texts = pages.map { page in
      "[" + page.map { JSONText.string(coder.encode($0)) }.joined(separator: ",") + "]"
    }
    return "docbuildAddText(\(first),[" + texts.joined(separator: ",") + "]);\n"
  }
}
