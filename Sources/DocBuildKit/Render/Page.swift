/// A link to a page, as navigation shows it.
public struct PageLink: Hashable, Sendable {
  public var title: String
  public var href: String

  public init(title: String, href: String) {
    self.title = title
    self.href = href
  }
}

/// Everything the page template needs to write one page of the site.
public struct Page: Sendable {
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
  /// The language's notes in order, for the sidebar ("Contents").
  public var contents: [PageLink]
  /// Which entry of `contents` is this page.
  public var currentHref: String?
  public var previous: PageLink?
  public var next: PageLink?
  /// An optional notice (HTML) shown above the content.
  public var banner: String?

  public init(
    language: Language, title: String, description: String? = nil, body: RenderedBody,
    rootPrefix: String, languageHome: PageLink, translations: [Language: String] = [:],
    contents: [PageLink] = [], currentHref: String? = nil, previous: PageLink? = nil,
    next: PageLink? = nil, banner: String? = nil
  ) {
    self.language = language
    self.title = title
    self.description = description
    self.body = body
    self.rootPrefix = rootPrefix
    self.languageHome = languageHome
    self.translations = translations
    self.contents = contents
    self.currentHref = currentHref
    self.previous = previous
    self.next = next
    self.banner = banner
  }
}
