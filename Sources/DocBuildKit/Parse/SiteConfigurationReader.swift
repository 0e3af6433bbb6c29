import Foundation
import Yams

/// Reads `docbuild.yml` with Yams, keeping each key's line and column for diagnostics. Whatever
/// it cannot use is a warning where it stands, and the rest of the file still applies.
enum SiteConfigurationReader {
  static func read(_ yaml: String, path: String) -> (SiteConfiguration, [Diagnostic]) {
    var reader = Reader(path: path)
    let configuration = reader.configuration(yaml)
    return (configuration, reader.diagnostics)
  }

  /// The longest text a setting may hold (a title, a language's name or word, an address): each
  /// is repeated on every page, so the config's size must not multiply the site's.
  static let textLimit = 500
  /// The most languages a site may have: every page links to each of them.
  static let languageLimit = 50

  private struct Reader {
    let path: String
    var diagnostics: [Diagnostic] = []
    /// The `prelude:` of each language read so far, by folder.
    var languagePreludes: [String: [PreludeReference]] = [:]

    mutating func configuration(_ yaml: String) -> SiteConfiguration {
      var configuration = SiteConfiguration.standard
      let root: Node?
      do {
        root = try Yams.compose(yaml: yaml)
      } catch {
        warn(
          "config.malformed", "malformed YAML (\(Self.problem(error))); the file is ignored",
          at: Self.mark(error))
        return configuration
      }
      guard let root else { return configuration }
      guard let mapping = root.mapping else {
        warn(
          "config.malformed", "docbuild.yml is not a mapping of keys; it is ignored", at: root.mark)
        return configuration
      }
      var titles: Node?
      var defaultLanguage: Node?
      for (key, value) in mapping {
        switch key.string {
        case "title": titles = value
        case "baseURL": configuration.baseURL = address(value, key: "baseURL", for: .base)
        case "editURL": configuration.editURL = address(value, key: "editURL", for: .link)
        case "defaultLanguage": defaultLanguage = value
        case "languages":
          configuration.languages = languages(value) ?? configuration.languages
          configuration.languagePreludes = languagePreludes
        case "prelude": configuration.prelude = prelude(value)
        case "sandbox": configuration.requiresSandbox = requiresSandbox(value)
        default:
          unknownKey(
            key, expected: "title, baseURL, editURL, defaultLanguage, languages, prelude, sandbox")
        }
      }
      if let titles { configuration.languages = titled(configuration.languages, titles) }
      configuration.defaultLanguage =
        configuration.language(inFolder: "en") ?? configuration.languages[0]
      if let defaultLanguage, let folder = text(defaultLanguage, key: "defaultLanguage") {
        if let language = configuration.language(inFolder: folder) {
          configuration.defaultLanguage = language
        } else {
          warn(
            "config.unknown-language",
            "defaultLanguage '\(folder)' is not in languages; \(configuration.defaultLanguage.folder) is used",
            at: defaultLanguage.mark)
        }
      }
      return configuration
    }

    /// `languages:`, each a folder name (`ja`) or a mapping (`folder`, `tag`, `name`, `strings`);
    /// nil when none is usable.
    private mutating func languages(_ node: Node) -> [Language]? {
      guard let items = node.sequence else {
        warn("config.invalid", "languages must be a list; ko, zh and en are used", at: node.mark)
        return nil
      }
      var languages: [Language] = []
      for item in items {
        if languages.count == SiteConfigurationReader.languageLimit {
          warn(
            "config.too-many-languages",
            "a site has at most \(SiteConfigurationReader.languageLimit) languages; this one and those after it are ignored",
            at: item.mark)
          break
        }
        guard let language = language(item, position: languages.count) else { continue }
        if languages.contains(language) {
          warn(
            "config.duplicate-language",
            "the folder '\(language.folder)' is listed twice; the second is ignored", at: item.mark)
          continue
        }
        languages.append(language)
      }
      if languages.isEmpty {
        warn(
          "config.invalid", "languages lists no usable language; ko, zh and en are used",
          at: node.mark)
        return nil
      }
      return languages
    }

    private mutating func language(_ node: Node, position: Int) -> Language? {
      var folder: String?
      var tag: String?
      var name: String?
      var strings: Node?
      var prelude: [PreludeReference] = []
      if let scalar = node.scalar {
        folder = scalar.string
      } else if let mapping = node.mapping {
        for (key, value) in mapping {
          switch key.string {
          case "folder": folder = text(value, key: "folder")
          case "tag": tag = text(value, key: "tag")
          case "name": name = text(value, key: "name")
          case "strings": strings = value
          case "prelude": prelude = self.prelude(value)
          default: unknownKey(key, expected: "folder, tag, name, strings, prelude")
          }
        }
      }
      guard let folder, Self.isSafeFolder(folder) else {
        warn(
          "config.invalid",
          "a language needs a folder: letters, digits and '-' (such as ja or pt-br); this entry is ignored",
          at: node.mark)
        return nil
      }
      if !prelude.isEmpty { languagePreludes[folder.lowercased()] = prelude }
      let builtIn = Language.builtIn.first { $0.folder == folder.lowercased() }
      let htmlTag = tag ?? builtIn?.htmlTag ?? folder
      if !Self.isLanguageTag(htmlTag) {
        warn(
          "config.invalid", "'\(htmlTag)' is not a BCP 47 language tag (such as es or pt-BR)",
          at: node.mark)
      }
      let language = Language(
        folder: folder, htmlTag: htmlTag, nativeName: name ?? builtIn?.nativeName ?? htmlTag,
        position: position)
      return language.placed(at: position, words: words(strings, for: language, at: node))
    }

    /// A language's `strings:`, with a warning for each unknown key and, for a language without
    /// built-in words, one naming the words that fall back to English.
    private mutating func words(_ node: Node?, for language: Language, at entry: Node)
      -> [UIString: String]
    {
      var words: [UIString: String] = [:]
      if let node {
        guard let mapping = node.mapping else {
          warn("config.invalid", "strings must map names to words", at: node.mark)
          return [:]
        }
        let byKey = Dictionary(uniqueKeysWithValues: UIString.allCases.map { ($0.key, $0) })
        for (key, value) in mapping {
          guard let name = key.string, let string = byKey[name] else {
            unknownKey(
              key, expected: "the names in the authoring guide, such as contents or callout.note")
            continue
          }
          words[string] = text(value, key: name)
        }
      }
      if UIString.builtIn(.contents, language.primarySubtag) == nil {
        let missing = UIString.allCases.filter { words[$0] == nil && $0 != .siteName }
        if !missing.isEmpty {
          warn(
            "config.missing-strings",
            "language '\(language.folder)' has no built-in words and strings does not give \(missing.map(\.key).joined(separator: ", ")): English is used for them",
            at: entry.mark)
        }
      }
      return words
    }

    /// `title:` for every language (a text) or per language (a mapping of folders to titles).
    private mutating func titled(_ languages: [Language], _ node: Node) -> [Language] {
      if node.scalar != nil {
        guard let title = text(node, key: "title") else { return languages }
        return languages.map { $0.placed(at: $0.position, words: [.siteName: title]) }
      }
      guard let mapping = node.mapping else {
        warn(
          "config.invalid", "title must be a text or a mapping of language folders to texts",
          at: node.mark)
        return languages
      }
      var titles: [String: String] = [:]
      for (key, value) in mapping {
        guard let folder = key.string?.lowercased(),
          languages.contains(where: { $0.folder.lowercased() == folder })
        else {
          unknownKey(key, expected: "the folders of languages")
          continue
        }
        titles[folder] = text(value, key: folder)
      }
      return languages.map { language in
        titles[language.folder.lowercased()].map {
          language.placed(at: language.position, words: [.siteName: $0])
        } ?? language
      }
    }

    /// `prelude:`: a path, or a list of paths, each with the line it is named on.
    private mutating func prelude(_ node: Node) -> [PreludeReference] {
      let items = node.sequence.map(Array.init) ?? [node]
      return items.compactMap { item in
        guard let file = item.scalar?.string, !file.isEmpty else {
          warn("config.invalid", "prelude must be a path or a list of paths", at: item.mark)
          return nil
        }
        return PreludeReference(path: file, namedIn: path, line: item.mark?.line ?? 1)
      }
    }

    /// `sandbox:`: `required`, or `auto` (the default). Nothing in the notes' folder may weaken
    /// the sandbox, so `off` is refused here; only the command line can turn it off.
    private mutating func requiresSandbox(_ node: Node) -> Bool {
      switch text(node, key: "sandbox") {
      case "required": return true
      case "auto": return false
      case "off":
        warn(
          "config.invalid",
          "sandbox: off is refused here, since a pull request could write it: pass --sandbox=off on the command line to build trusted notes without the sandbox",
          at: node.mark)
        return false
      case let other?:
        warn(
          "config.invalid", "sandbox must be required or auto, not '\(other)'; auto is used",
          at: node.mark)
        return false
      case nil: return false
      }
    }

    private mutating func text(_ node: Node, key: String) -> String? {
      guard let scalar = node.scalar else {
        warn("config.invalid", "\(key) must be a text", at: node.mark)
        return nil
      }
      guard scalar.string.count <= SiteConfigurationReader.textLimit else {
        warn(
          "config.too-long",
          "\(key) is longer than \(SiteConfigurationReader.textLimit) characters; it is not used",
          at: node.mark)
        return nil
      }
      return scalar.string
    }

    /// An address pages link to, checked as `SiteAddress` says; an unsafe one is an error at its
    /// line and is not used.
    private mutating func address(_ node: Node, key: String, for use: SiteAddress.Use) -> String? {
      guard let value = text(node, key: key) else { return nil }
      guard let problem = SiteAddress.problem(value, for: use) else { return value }
      report(.error, "config.unsafe-url", "\(key) \(problem); it is not used", at: node.mark)
      return nil
    }

    private mutating func unknownKey(_ key: Node, expected: String) {
      warn(
        "config.unknown-key", "unknown key '\(key.string ?? "?")' (expected \(expected)); ignored",
        at: key.mark)
    }

    private mutating func warn(_ id: String, _ message: String, at mark: Mark?) {
      report(.warning, id, message, at: mark)
    }

    private mutating func report(
      _ severity: Diagnostic.Severity, _ id: String, _ message: String, at mark: Mark?
    ) {
      let position = SourcePosition(line: mark?.line ?? 1, column: mark?.column ?? 1)
      diagnostics.append(
        Diagnostic(
          severity, id: id, message, path: path,
          range: SourceRange(start: position, end: position)))
    }

    private static func problem(_ error: any Error) -> String {
      guard let yamlError = error as? YamlError else { return "\(error)" }
      switch yamlError {
      case .scanner(_, let text, _, _), .parser(_, let text, _, _), .composer(_, let text, _, _):
        return text
      default: return "\(error)"
      }
    }

    private static func mark(_ error: any Error) -> Mark? {
      guard let yamlError = error as? YamlError else { return nil }
      switch yamlError {
      case .scanner(_, _, let at, _), .parser(_, _, let at, _), .composer(_, _, let at, _):
        return at
      default: return nil
      }
    }

    /// A folder name that is one safe path component.
    private static func isSafeFolder(_ folder: String) -> Bool {
      !folder.isEmpty && folder.count <= 35
        && folder.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            || $0 == "-" || $0 == "_"
        } && folder.first != "-"
    }

    /// The shape of a BCP 47 tag: a 2–8 letter language, then subtags of 1–8 letters or digits.
    private static func isLanguageTag(_ tag: String) -> Bool {
      let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
      guard let first = parts.first, (2...8).contains(first.count),
        first.allSatisfy({ $0.isASCII && $0.isLetter })
      else { return false }
      return parts.dropFirst().allSatisfy { part in
        (1...8).contains(part.count)
          && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      }
    }
  }
}

extension SiteConfiguration {
  /// The largest `docbuild.yml` read; a site's settings take a few hundred bytes.
  public static let sizeLimit = 1 << 20

  /// The configuration of the notes in `root`: its `docbuild.yml`, else the standard one. A file
  /// over `sizeLimit` is an error and is not read.
  public static func load(contentRoot root: URL) -> (SiteConfiguration, [Diagnostic]) {
    let url = root.appendingPathComponent(fileName)
    guard let file = FileHandle(forReadingAtPath: url.path) else { return (standard, []) }
    defer { try? file.close() }
    let data = (try? file.read(upToCount: sizeLimit + 1)) ?? Data()
    guard data.count <= sizeLimit else {
      return (
        standard,
        [
          .error(
            "config.too-large",
            "docbuild.yml is larger than 1 MB; it is not read, and the standard settings (ko, zh, en) are used",
            path: fileName)
        ]
      )
    }
    return SiteConfigurationReader.read(String(decoding: data, as: UTF8.self), path: fileName)
  }
}
