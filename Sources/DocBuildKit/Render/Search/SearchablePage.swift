/// What the search index needs of one rendered page.
public struct SearchablePage: Equatable, Sendable {
  public var title: String
  /// The page's href relative to the language's search page.
  public var href: String
  public var body: RenderedBody

  public init(title: String, href: String, body: RenderedBody) {
    self.title = title
    self.href = href
    self.body = body
  }
}
