/// How to render one note's body: its language (for the site's own words) and the hooks through
/// which the site builder resolves links and adds run results under code blocks.
public struct BodyRenderOptions {
  public var language: Language
  /// The note's path, for diagnostics.
  public var path: String
  /// Rewrites a link destination (called for every link); returns `nil` when it names a missing
  /// note: the renderer then warns `link.missing-note` at the link and keeps the original href.
  public var resolveLink: (String) -> String?
  /// Extra HTML placed right after a code block (the example's run results). Default returns nil.
  public var codeBlockSupplement: (CodeBlock) -> String?
  /// Blocks drawn elsewhere (an example's scenario and expected output, shown inside its result
  /// box) and left out where they stand. Default: none.
  public var isFolded: (CodeBlock) -> Bool
  /// The note's chapter number, written inside its first level-1 heading (its own title).
  public var chapterNumber: Int?

  public init(
    language: Language, path: String, resolveLink: @escaping (String) -> String? = { $0 },
    codeBlockSupplement: @escaping (CodeBlock) -> String? = { _ in nil },
    isFolded: @escaping (CodeBlock) -> Bool = { _ in false }, chapterNumber: Int? = nil
  ) {
    self.language = language
    self.path = path
    self.resolveLink = resolveLink
    self.codeBlockSupplement = codeBlockSupplement
    self.isFolded = isFolded
    self.chapterNumber = chapterNumber
  }
}
