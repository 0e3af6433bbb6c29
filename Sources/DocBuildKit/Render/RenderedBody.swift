/// One heading of a page, for its "On this page" list.
public struct TOCEntry: Hashable, Sendable {
  // A byte: a page may have a hundred thousand headings.
  private var storedLevel: UInt8
  public var title: String
  /// Kept as slug and number: a page of many equal headings keeps the slug once.
  private var place: HeadingAnchor

  public var anchor: String { place.text }

  public var level: Int { Int(storedLevel) }

  public init(level: Int, title: String, anchor: HeadingAnchor) {
    storedLevel = UInt8(clamping: level)
    self.title = title
    place = anchor
  }

  public init(level: Int, title: String, anchor: String) {
    self.init(level: level, title: title, anchor: HeadingAnchor(base: anchor, number: 0))
  }

  public static func == (lhs: TOCEntry, rhs: TOCEntry) -> Bool {
    lhs.level == rhs.level && lhs.title == rhs.title && lhs.anchor == rhs.anchor
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(level)
    hasher.combine(title)
    hasher.combine(anchor)
  }
}

/// A note's body as HTML, with what the page around it needs.
public struct RenderedBody: Equatable, Sendable {
  /// The HTML of the page's main column, as written: a big note's body comes in parts of about
  /// 64 kB, each cut between two top-level blocks or table rows, so it is never one string.
  public var htmlParts: HTMLParts
  /// Every heading, in order.
  public var toc: [TOCEntry]
  public var diagnostics: [Diagnostic]
  /// The text a reader sees, without markup, for a search index.
  public var plainText: String
  /// Where the note's own title (its first level-1 heading) ends in the HTML, in bytes after its
  /// `</h1>` line: the page puts the note's dates there. Nil when the note has no title of its own.
  var titleEnd: Int?

  public init(html: String, toc: [TOCEntry], diagnostics: [Diagnostic], plainText: String) {
    self.init(htmlParts: HTMLParts(html), toc: toc, diagnostics: diagnostics, plainText: plainText)
  }

  public init(htmlParts: HTMLParts, toc: [TOCEntry], diagnostics: [Diagnostic], plainText: String) {
    self.htmlParts = htmlParts
    self.toc = toc
    self.diagnostics = diagnostics
    self.plainText = plainText
  }

  /// The HTML as one string.
  public var html: String { htmlParts.text }
}
