/// A link to a page, as navigation shows it.
public struct PageLink: Hashable, Sendable {
  public var title: String
  public var href: String
  /// The chapter number shown before the title, when the note has one.
  public var number: Int?

  public init(title: String, href: String, number: Int? = nil) {
    self.title = title
    self.href = href
    self.number = number
  }
}

/// Everything the page template needs to write one page of the site.
public struct Page: Equatable, Sendable {
  public var language: Language
  public var title: String
  public var description: String?
  public var body: RenderedBody
  /// The relative path from this page to the site root, such as `../` (`""` at the root).
  public var rootPrefix: String
  /// This language's index page; the site name in the header links to it.
  public var languageHome: PageLink
  /// Hrefs (relative to this page) of this note in other languages.
  public var translations: [Language: String]
  /// The site's languages, in order, for the language switcher.
  public var languages = SiteConfiguration.standard.languages
  /// The language's chapter list, drawn in the sidebar by its script; nil when the language has
  /// no pages.
  public var chapterList: ChapterListReference?
  /// This page's own href (for the `hreflang` alternates); nil for generated pages.
  public var currentHref: String?
  public var previous: PageLink?
  public var next: PageLink?
  /// An optional notice (HTML) shown above the content.
  public var banner: String?
  /// The note's chapter number (`04-state.md` is chapter 4), shown in the page's title, and in
  /// the heading written for a note without a title of its own (a note's own title gets it from
  /// `BodyRenderOptions.chapterNumber`).
  public var chapterNumber: Int?
  /// When the note was last updated: its front matter's date, else its last commit.
  public var updated: String?
  /// Where the reader can edit the note's source, when the site is configured with an edit link.
  public var editURL: String?
  /// The page's absolute address, when the site is configured with a base URL.
  public var canonicalURL: String?
  /// Labels the page (`article` for notes, `website` for generated pages) for Open Graph.
  public var isArticle = false
  /// The page's own scripts (relative links), loaded before the site's script.
  public var scripts: [String] = []
  /// The page's explorations (`ExploreData`, a relative link): loaded by the site's script the
  /// first time the reader opens an explorable preview, not with the page.
  public var exploreData: String?

  public init(
    language: Language, title: String, description: String? = nil, body: RenderedBody,
    rootPrefix: String, languageHome: PageLink, translations: [Language: String] = [:],
    chapterList: ChapterListReference? = nil, currentHref: String? = nil, previous: PageLink? = nil,
    next: PageLink? = nil, banner: String? = nil
  ) {
    self.language = language
    self.title = title
    self.description = description
    self.body = body
    self.rootPrefix = rootPrefix
    self.languageHome = languageHome
    self.translations = translations
    self.chapterList = chapterList
    self.currentHref = currentHref
    self.previous = previous
    self.next = next
    self.banner = banner
  }
}
