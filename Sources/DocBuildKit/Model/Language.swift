/// A language of the site: the folder of its notes, its BCP 47 tag, its own name and the site's
/// words in it. Korean, Chinese, English and Japanese are built in; `docbuild.yml` adds any other
/// (`SiteConfiguration`). A note's language comes from its folder or its front matter.
public struct Language: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The folder of its notes below the content root, and of its pages in the site (`ko`, `es`).
  public let folder: String
  /// The value of `<html lang>` and `hreflang` (`zh-Hans`).
  public let htmlTag: String
  /// The language's own name, as the language switcher shows it.
  public let nativeName: String
  /// Its place in the site's list of languages: switchers, summaries and sitemaps follow it.
  public let position: Int
  /// Words that replace the built-in ones (`docbuild.yml`'s strings and site title).
  public let words: [UIString: String]

  public init(
    folder: String, htmlTag: String, nativeName: String, position: Int,
    words: [UIString: String] = [:]
  ) {
    self.folder = folder
    self.htmlTag = htmlTag
    self.nativeName = nativeName
    self.position = position
    self.words = words
  }

  public static let ko = Language(folder: "ko", htmlTag: "ko", nativeName: "한국어", position: 0)
  public static let zh = Language(folder: "zh", htmlTag: "zh-Hans", nativeName: "中文", position: 1)
  public static let en = Language(folder: "en", htmlTag: "en", nativeName: "English", position: 2)
  public static let ja = Language(folder: "ja", htmlTag: "ja", nativeName: "日本語", position: 3)

  /// The languages whose site words docbuild knows without configuration.
  public static let builtIn: [Language] = [.ko, .zh, .en, .ja]

  /// The tag's primary subtag (`zh` of `zh-Hans`), which picks the built-in words.
  public var primarySubtag: String {
    String(htmlTag.lowercased().prefix { $0 != "-" && $0 != "_" })
  }

  /// The same language at another place in a site's list, with more words of its own.
  func placed(at position: Int, words: [UIString: String] = [:]) -> Language {
    Language(
      folder: folder, htmlTag: htmlTag, nativeName: nativeName, position: position,
      words: self.words.merging(words) { _, new in new })
  }

  // A language is its folder: a site never has two languages in one folder.
  public static func == (lhs: Language, rhs: Language) -> Bool { lhs.folder == rhs.folder }
  public func hash(into hasher: inout Hasher) { hasher.combine(folder) }

  public static func < (lhs: Language, rhs: Language) -> Bool {
    (lhs.position, lhs.folder) < (rhs.position, rhs.folder)
  }

  public var description: String { folder }
}
