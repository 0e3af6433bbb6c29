/// Each language's pages in reading order, as the chapter list, the pager and the language home
/// need them. Links are computed for one page at a time and the list itself is written once per
/// language (`ChapterListScript`), so nothing grows with pages × pages.
struct ChapterOrder: Sendable {
  private let pages: [Language: [PlannedPage]]
  /// Each page's position in its language's order.
  private let position: [String: Int]

  init(_ plan: SitePlan) {
    pages = plan.pages
    var position: [String: Int] = [:]
    for (_, pages) in plan.pages {
      for (index, page) in pages.enumerated() { position[page.output] = index }
    }
    self.position = position
  }

  /// The language's chapter list script.
  func script(for language: Language) -> ChapterListScript {
    let home = Self.home(language)
    return ChapterListScript(
      (pages[language] ?? []).map {
        ChapterListScript.Entry(
          path: SitePath.href(from: home, to: $0.output), title: $0.document.title,
          number: ChapterNumber.of($0.document.path))
      })
  }

  /// How the page at `output` loads its language's chapter list, and its own entry there.
  func reference(from output: String, language: Language) -> ChapterListReference {
    ChapterListReference(
      script: SitePath.href(from: output, to: ChapterListScript.path(for: language)),
      current: position[output] != nil ? SitePath.href(from: Self.home(language), to: output) : nil)
  }

  /// The pages before and after the page at `output`, linked from it.
  func neighbours(of output: String, language: Language) -> (previous: PageLink?, next: PageLink?) {
    guard let index = position[output], let pages = pages[language] else { return (nil, nil) }
    return (
      index > 0 ? link(to: pages[index - 1], from: output) : nil,
      index + 1 < pages.count ? link(to: pages[index + 1], from: output) : nil
    )
  }

  /// Every page of the language, linked from the page at `output` (the language home).
  func links(from output: String, language: Language) -> [PageLink] {
    (pages[language] ?? []).map { link(to: $0, from: output) }
  }

  private func link(to page: PlannedPage, from output: String) -> PageLink {
    PageLink(
      title: page.document.title, href: SitePath.href(from: output, to: page.output),
      number: ChapterNumber.of(page.document.path))
  }

  static func home(_ language: Language) -> String {
    "\(language.rawValue)/index.html"
  }
}
