/// Each language's table of contents as links, computed once per folder: every page of a
/// folder shows the same sidebar, and a site of a thousand notes would otherwise compute
/// a million hrefs.
struct ContentsLinks: Sendable {
  /// language + folder → the language's pages as linked from that folder
  private let byFolder: [String: [PageLink]]
  /// Each page's position in its language's order.
  let position: [String: Int]

  init(_ plan: SitePlan) {
    var byFolder: [String: [PageLink]] = [:]
    var position: [String: Int] = [:]
    for (language, pages) in plan.pages {
      for (index, page) in pages.enumerated() {
        position[page.output] = index
        let key = Self.key(page.output, language)
        guard byFolder[key] == nil else { continue }
        byFolder[key] = pages.map {
          PageLink(
            title: $0.document.title, href: SitePath.href(from: page.output, to: $0.output),
            number: ChapterNumber.of($0.document.path))
        }
      }
    }
    self.byFolder = byFolder
    self.position = position
  }

  func links(from page: String, language: Language) -> [PageLink] {
    byFolder[Self.key(page, language)] ?? []
  }

  private static func key(_ page: String, _ language: Language) -> String {
    let folder = page.split(separator: "/").dropLast().joined(separator: "/")
    return language.folder + "|" + folder
  }
}
