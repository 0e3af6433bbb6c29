/// The text of every section of one language's pages, for the snippets under search results.
/// A script of its own (`window.DOCBUILD_SEARCH_TEXT` becomes `[[section 0, section 1, …], …]`,
/// pages and sections numbered as in `SearchIndex`), loaded only when the reader searches.
public struct SearchText: Sendable, Equatable {
  public static let globalName = "DOCBUILD_SEARCH_TEXT"

  /// Each page's sections' text, whitespace collapsed, separated by NUL (which no note's text
  /// holds: the notes' bytes refuse it and character references turn it into U+FFFD): a page of
  /// many headings keeps one string, not one per section.
  private var texts: [String] = []

  static let separator: Character = "\u{0}"

  /// Each page's sections.
  public var pages: [[String]] {
    get {
      texts.map {
        $0.split(separator: Self.separator, omittingEmptySubsequences: false).map(String.init)
      }
    }
    set { texts = newValue.map { $0.joined(separator: String(Self.separator)) } }
  }

  public init(_ searchable: [SearchablePage]) {
    texts = searchable.map(Self.sections)
  }

  /// Appends a page's sections (`sections(of:)`).
  public mutating func add(_ sections: String) {
    texts.append(sections)
  }

  /// One page's sections' text, separated by NUL, computed apart from the whole (pages are added
  /// as rendered).
  public static func sections(of page: SearchablePage) -> String {
    let count = page.body.toc.reduce(1) { $0 + ($1.level >= 2 ? 1 : 0) }
    // Section 0 is written apart: text after a level-1 heading goes back to it. The others come
    // in order, once each.
    var zero = ""
    var rest = ""
    var restSection = 0
    var restSectionIsEmpty = true
    SearchIndex.forEachSection(of: page.body) { section, text in
      guard section < count else { return }
      guard section > 0 else {
        appendWords(of: text, to: &zero, separated: !zero.isEmpty)
        return
      }
      while restSection < section {
        if restSection > 0 { rest.append(Self.separator) }
        restSection += 1
        restSectionIsEmpty = true
      }
      if appendWords(of: text, to: &rest, separated: !restSectionIsEmpty) {
        restSectionIsEmpty = false
      }
    }
    while restSection < count - 1 {
      if restSection > 0 { rest.append(Self.separator) }
      restSection += 1
    }
    guard count > 1 else { return zero }
    zero.append(Self.separator)
    zero += rest
    return zero
  }

  /// Appends `text`'s words to `section`, one space between words (and before the first when
  /// `separated`), in one pass (a big page's section is as long as the page); whether it wrote any.
  @discardableResult
  private static func appendWords(
    of text: Substring, to section: inout String, separated: Bool
  ) -> Bool {
    var separated = separated
    var wrote = false
    var word = text.startIndex
    var index = text.startIndex
    func flush(upTo end: String.Index) {
      guard word < end else { return }
      if separated { section += " " }
      section += text[word..<end]
      separated = true
      wrote = true
    }
    while index < text.endIndex {
      if text[index].isWhitespace {
        flush(upTo: index)
        word = text.index(after: index)
      }
      index = text.index(after: index)
    }
    flush(upTo: text.endIndex)
    return wrote
  }

  /// The whole text as one script: `docbuildAddText(0, …)` after an empty array.
  public var javascript: String {
    "window.\(Self.globalName)=[];" + Self.addText(first: 0, texts[...])
  }

  /// The name of the global that says how many pages each part holds, when the text is split.
  public static let pagesPerPartName = "DOCBUILD_SEARCH_TEXT_PAGES"

  /// The text as the site serves it: `javascript` alone while it takes at most `partBytes`
  /// (before its repeats are coded); beyond that a head that says how many pages each part holds,
  /// and the parts (`docbuildAddText(first page, [pages…]);`), so results load only their own
  /// pages' text.
  public func scripts(partBytes: Int) -> (head: String, parts: [String]) {
    // A page of n sections writes its text, 3 bytes a section and 4 of its own: with its n - 1
    // separators counted as text, 2 a section and 5.
    let size = texts.reduce(0) { total, page in
      total + page.utf8.count + 2 * page.utf8.reduce(1) { $0 + ($1 == 0 ? 1 : 0) } + 5
    }
    guard size > partBytes, texts.count > 1 else { return (javascript, []) }
    let perPart = max(1, texts.count * partBytes / size)
    let parts = stride(from: 0, to: texts.count, by: perPart).map { first in
      Self.addText(first: first, texts[first..<min(first + perPart, texts.count)])
    }
    return ("window.\(Self.globalName)=[];window.\(Self.pagesPerPartName)=\(perPart);\n", parts)
  }

  /// A script that adds `pages` from page `first` on, their repeats coded (`SearchTextCode`)
  /// against the text before them in the same script.
  private static func addText(first: Int, _ pages: ArraySlice<String>) -> String {
    var coder = SearchTextCode()
    let texts = pages.map { page in
      "["
        + page.split(separator: Self.separator, omittingEmptySubsequences: false).map {
          JSONText.string(coder.encode(String($0)))
        }.joined(separator: ",") + "]"
    }
    return "docbuildAddText(\(first),[" + texts.joined(separator: ",") + "]);\n"
  }
}
