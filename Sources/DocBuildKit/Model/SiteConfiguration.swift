import Foundation

/// What `docbuild.yml` at the content root says about the whole site: its languages (in order),
/// the language of notes that name none, the public address and the edit-link pattern. Without
/// the file: Korean, Chinese and English, no addresses.
public struct SiteConfiguration: Sendable {
  public static let fileName = "docbuild.yml"
  public static let standard = SiteConfiguration(languages: [.ko, .zh, .en], defaultLanguage: .en)

  public var languages: [Language]
  /// Where notes outside every language folder, without `lang:`, are published.
  public var defaultLanguage: Language
  /// The site's public address (`https://example.org/notes/`).
  public var baseURL: String?
  /// Where notes are edited: `{path}` is replaced with the note's path (`ko/01-state.md`), which
  /// is appended when the pattern has no `{path}`.
  public var editURL: String?
  /// Swift files every example of the site is compiled with (`prelude:`), relative to the
  /// content folder.
  public var prelude: [PreludeReference] = []
  /// Swift files the examples of one language folder are compiled with too, by folder (a
  /// language's own `prelude:`).
  public var languagePreludes: [String: [PreludeReference]] = [:]
  /// `sandbox: required`: examples run in bubblewrap or not at all, even under `--sandbox=auto`.
  /// The file can only make the sandbox stricter, since a pull request can change it.
  public var requiresSandbox = false

  public init(
    languages: [Language], defaultLanguage: Language, baseURL: String? = nil,
    editURL: String? = nil
  ) {
    self.languages = languages
    self.defaultLanguage = defaultLanguage
    self.baseURL = baseURL
    self.editURL = editURL
  }

  /// The language whose folder is `folder` (case-insensitive).
  public func language(inFolder folder: String) -> Language? {
    let folder = folder.lowercased()
    return languages.first { $0.folder.lowercased() == folder }
  }

  /// The language a front matter `lang:` names: its folder, its tag, its own or English name, or
  /// any tag with the same primary subtag (`ko-KR`, `zh-CN`, `en-US`).
  public func language(forTag tag: String) -> Language? {
    let tag = tag.lowercased()
    if let exact = languages.first(where: {
      [$0.folder.lowercased(), $0.htmlTag.lowercased(), $0.nativeName.lowercased()].contains(tag)
    }) {
      return exact
    }
    let subtag = Self.englishNames[tag] ?? String(tag.prefix { $0 != "-" && $0 != "_" })
    return languages.first { $0.primarySubtag == subtag }
  }

  private static let englishNames = [
    "korean": "ko", "chinese": "zh", "english": "en", "japanese": "ja",
  ]

  /// The base URL ending in `/`, to which site paths are appended.
  var rootURL: String? {
    baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
  }

  /// The "edit this page" address of a note.
  func editURL(ofNote path: String) -> String? {
    guard let editURL else { return nil }
    return editURL.contains("{path}")
      ? editURL.replacingOccurrences(of: "{path}", with: path) : editURL + path
  }

  /// `ko, zh or en`, for messages.
  var folderList: String {
    let folders = languages.map(\.folder)
    guard folders.count > 1 else { return folders.joined() }
    return folders.dropLast().joined(separator: ", ") + " or " + folders.last!
  }
}
