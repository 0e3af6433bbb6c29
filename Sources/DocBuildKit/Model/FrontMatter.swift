/// The YAML front matter of a note (between `---` lines at the top), as far as docbuild uses it.
public struct FrontMatter: Hashable, Sendable {
  public var title: String?
  public var description: String?
  public var tags: [String]
  public var category: String?
  /// `ko`, `zh` or `en` when the note says so; the folder decides otherwise.
  public var lang: String?
  /// Notes with the same key are translations of each other.
  public var translationKey: String?
  /// Position in the language's table of contents; notes without one follow, by path.
  public var order: Int?
  /// When the note was last updated (`date`, `lastmod`, `updated`), as written: shown on its page.
  public var date: String?
  /// Swift files every example of the note is compiled with, hidden from the page (`prelude:`),
  /// relative to the note's folder, with the line each is named on.
  public var prelude: [PreludeReference] = []
  /// The number of lines the front matter occupies (0 when there is none), delimiters included.
  public var lineCount: Int

  public init(
    title: String? = nil, description: String? = nil, tags: [String] = [], category: String? = nil,
    lang: String? = nil, translationKey: String? = nil, order: Int? = nil, date: String? = nil,
    lineCount: Int = 0
  ) {
    self.title = title
    self.description = description
    self.tags = tags
    self.category = category
    self.lang = lang
    self.translationKey = translationKey
    self.order = order
    self.date = date
    self.lineCount = lineCount
  }
}
