/// Each language's pages in reading order, with what navigation needs of them (not the notes'
/// documents, which the build frees as their pages are written): the chapter list, the pager,
/// the language home and the sitemap. Links are computed for one page at a time and the list
/// itself is written once per language (`ChapterListScript`), so nothing grows with pages × pages.
struct ChapterOrder: Sendable {
  struct Entry: Sendable {
    var output: String
    var title: String
    var number: Int?
    var description: String?
    var translationKey: String
  }

  private let entries: [Language: [Entry]]
  /// Each page's position in its language's order.
  private let position: [String: Int]
  /// The languages that have pages, in the site's order.
  let languages: [Language]
  /// The site's languages and addresses.
  let configuration: SiteConfiguration

  init(_ plan: SitePlan) {
    var entries: [Language: [Entry]] = [:]
    var position: [String: Int] = [:]
    for (language, pages) in plan.pages {
      entries[language] = pages.map {
        Entry(
          output: $0.output, title: $0.document.title, number: ChapterNumber.of($0.document.path),
          description: $0.document.frontMatter.description, translationKey: $0.translationKey)
      }
      for (index, page) in pages.enumerated() { position[page.output] = index }
    }
    self.entries = entries
    self.position = position
    configuration = plan.configuration
    languages = plan.configuration.languages.filter { entries[$0] != nil }
  }

  func pages(_ language: Language) -> [Entry] {
    entries[language] ?? []
  }

  /// The language's chapter list script.
  func script(for language: Language) -> ChapterListScript {
    let home = Self.home(language)
    return ChapterListScript(
      pages(language).map {
        ChapterListScript.Entry(
          path: SitePath.href(from: home, to: $0.output), title: $0.title, number: $0.number)
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
    let pages = pages(language)
    guard let index = position[output] else { return (nil, nil) }
    return (
      index > 0 ? link(to: pages[index - 1], from: output) : nil,
      index + 1 < pages.count ? link(to: pages[index + 1], from: output) : nil
    )
  }

  /// Every page of the language, linked from the page at `output` (the language home).
  func links(from output: String, language: Language) -> [PageLink] {
    pages(language).map { link(to: $0, from: output) }
  }

  private func link(to page: Entry, from output: String) -> PageLink {
    PageLink(
      title: page.title, href: SitePath.href(from: output, to: page.output), number: page.number)
  }

  static func home(_ language: Language) -> String {
    "\(language.folder)/index.html"
  }
}
