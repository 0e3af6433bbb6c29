/// A page's description for search engines and link previews: the front matter's, or else the
/// note's first paragraph, cut at a word near 160 characters.
enum PageDescription {
  static let limit = 160

  static func of(_ document: Document) -> String? {
    if let description = document.frontMatter.description { return description }
    for block in document.blocks {
      guard case .paragraph(let paragraph) = block else { continue }
      let text = paragraph.content.plainText.split(whereSeparator: \.isWhitespace).joined(
        separator: " ")
      if !text.isEmpty { return shortened(text) }
    }
    return nil
  }

  /// The text up to `limit` characters, ending at a space when there is one in the last fifth
  /// (Korean and English); Chinese, without spaces, is cut at the limit.
  static func shortened(_ text: String) -> String {
    guard text.count > limit else { return text }
    let head = text.prefix(limit)
    if let space = head.lastIndex(of: " "),
      head.distance(from: space, to: head.endIndex) < limit / 5
    {
      return head[..<space] + "…"
    }
    return head + "…"
  }
}
