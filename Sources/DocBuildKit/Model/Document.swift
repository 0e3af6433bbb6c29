/// A parsed note: its front matter and its blocks, each with its source range.
public struct Document: Hashable, Sendable {
  /// The note's path relative to the input folder (`ko/state.md`), as diagnostics print it.
  public var path: String
  public var frontMatter: FrontMatter
  public var blocks: [Block]

  public init(path: String, frontMatter: FrontMatter, blocks: [Block]) {
    self.path = path
    self.frontMatter = frontMatter
    self.blocks = blocks
  }

  /// The title: the front matter's, else the first heading's text, else the file name.
  public var title: String {
    if let title = frontMatter.title, !title.isEmpty { return title }
    for case .heading(let heading) in blocks { return heading.content.plainText }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
  }
}
