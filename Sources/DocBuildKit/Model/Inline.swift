/// Inline content of a paragraph, heading or table cell.
///
/// Text, code and markup are stored in place; only links and images, which are large, are boxed:
/// a big note has millions of inlines.
public enum Inline: Hashable, Sendable {
  case text(String)
  case softBreak
  case lineBreak
  case code(String)
  case emphasis([Inline])
  case strong([Inline])
  case strikethrough([Inline])
  indirect case link(Link)
  indirect case image(Image)
  /// Raw inline HTML, kept as written (the renderer sanitises it).
  case html(String)
  case footnoteReference(label: String)

  public struct Link: Hashable, Sendable {
    public var destination: String
    public var title: String
    public var children: [Inline]
    /// Where the link is written; the enclosing block's range when cmark gives none.
    public var range: SourceRange

    public init(destination: String, title: String, children: [Inline], range: SourceRange) {
      self.destination = destination
      self.title = title
      self.children = children
      self.range = range
    }
  }

  public struct Image: Hashable, Sendable {
    public var source: String
    public var title: String
    public var alt: [Inline]
    public var range: SourceRange

    public init(source: String, title: String, alt: [Inline], range: SourceRange) {
      self.source = source
      self.title = title
      self.alt = alt
      self.range = range
    }
  }
}

extension Array where Element == Inline {
  /// The text a reader sees, without markup (for titles, anchors, alt text and search).
  public var plainText: String {
    var result = ""
    for inline in self {
      switch inline {
      case .text(let text), .code(let text): result += text
      case .softBreak, .lineBreak: result += " "
      case .emphasis(let children), .strong(let children), .strikethrough(let children):
        result += children.plainText
      case .link(let link): result += link.children.plainText
      case .image(let image): result += image.alt.plainText
      case .html, .footnoteReference: break
      }
    }
    return result
  }
}
