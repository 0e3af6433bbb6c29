import Foundation
import Testing

@testable import DocBuildKit

/// `docbuild.yml`: the site's languages, titles, addresses and words.
@Suite struct SiteConfigurationTests {
  /// A site in English, Japanese and Spanish; Spanish words come from the file, partly.
  static let configuration = """
    # The site's languages, in the switcher's order.
    title:
      en: Notes on State
      ja: 状態のノート
    baseURL: https://example.org/notes
    editURL: https://example.org/edit/main/content/{path}?plain=1
    defaultLanguage: ja
    languages:
      - en
      - ja
      - folder: es
        tag: es-ES
        name: Español
        strings:
          contents: Índice
          onThisPage: En esta página
          chooseLanguage: Elige un idioma
          notTranslated: No disponible en este idioma

    """

  func build(_ files: [String: String], options: (inout BuildOptions) -> Void = { _ in }) throws
    -> (SiteFixture, [Diagnostic])
  {
    let fixture = SiteFixture(files)
    let engine = DiagnosticEngine()
    var buildOptions = BuildOptions(
      input: fixture.content, output: fixture.site, runExamples: false)
    options(&buildOptions)
    try SiteBuilder(options: buildOptions, diagnostics: engine).build()
    return (fixture, engine.diagnostics)
  }

  @Test func readsEveryKey() {
    let (configuration, diagnostics) = SiteConfigurationReader.read(
      Self.configuration, path: "docbuild.yml")
    #expect(configuration.languages.map(\.folder) == ["en", "ja", "es"])
    #expect(configuration.languages.map(\.htmlTag) == ["en", "ja", "es-ES"])
    #expect(configuration.languages.map(\.nativeName) == ["English", "日本語", "Español"])
    #expect(configuration.languages.map(\.position) == [0, 1, 2])
    #expect(configuration.defaultLanguage == .ja)
    #expect(configuration.baseURL == "https://example.org/notes")
    #expect(
      configuration.editURL(ofNote: "ja/01-state.md")
        == "https://example.org/edit/main/content/ja/01-state.md?plain=1")
    let (en, ja, es) = (
      configuration.languages[0], configuration.languages[1], configuration.languages[2]
    )
    #expect(UIString.siteName.text(in: en) == "Notes on State")
    #expect(UIString.siteName.text(in: ja) == "状態のノート")
    #expect(UIString.contents.text(in: ja) == "目次")
    #expect(UIString.contents.text(in: es) == "Índice")
    #expect(UIString.onThisPage.text(in: es) == "En esta página")
    // Spanish has no built-in words: what the file does not give is English, with a warning.
    #expect(UIString.search.text(in: es) == "Search")
    #expect(UIString.siteName.text(in: es) == "SwiftUI Notes")
    #expect(diagnostics.map(\.id) == ["config.missing-strings"])
    let missing = diagnostics[0]
    #expect(missing.formatted.hasPrefix("docbuild.yml:11:5: warning: language 'es'"))
    #expect(missing.message.contains("search,"))
    #expect(!missing.message.contains("contents,"))
    #expect(configuration.language(forTag: "ja-JP") == .ja)
    #expect(configuration.language(forTag: "Japanese") == .ja)
    #expect(configuration.language(forTag: "es") == es)
    #expect(configuration.language(forTag: "ko") == nil)
  }

  @Test func withoutTheFileTheSiteIsKoreanChineseAndEnglish() {
    let (configuration, diagnostics) = SiteConfiguration.load(
      contentRoot: URL(fileURLWithPath: "/nonexistent-docbuild-content"))
    #expect(diagnostics.isEmpty)
    #expect(configuration.languages == [.ko, .zh, .en])
    #expect(configuration.defaultLanguage == .en)
    #expect(configuration.baseURL == nil && configuration.editURL == nil)
    #expect(configuration.editURL(ofNote: "en/a.md") == nil)
  }

  @Test func unknownKeysAreWarningsAtTheirLine() {
    let yaml = """
      baseURL: https://example.org/
      # a comment line
      titel: My notes
      languages:
        - ko
        - folder: ja
          nmae: 日本語
          strings:
            contnets: 目次
      defaultLanguage: fr

      """
    let (configuration, diagnostics) = SiteConfigurationReader.read(yaml, path: "docbuild.yml")
    let lines = diagnostics.map(\.formatted).map { $0.components(separatedBy: " (")[0] }
    #expect(
      lines == [
        "docbuild.yml:3:1: warning: unknown key 'titel'",
        "docbuild.yml:7:5: warning: unknown key 'nmae'",
        "docbuild.yml:9:7: warning: unknown key 'contnets'",
        "docbuild.yml:10:18: warning: defaultLanguage 'fr' is not in languages; ko is used",
      ])
    // The rest of the file still applies.
    #expect(configuration.baseURL == "https://example.org/")
    #expect(configuration.languages.map(\.folder) == ["ko", "ja"])
    #expect(configuration.defaultLanguage == .ko)
  }

  @Test func badValuesAreWarningsAndTheStandardLanguagesStay() {
    let (configuration, diagnostics) = SiteConfigurationReader.read(
      "languages: ko\ntitle: [a, b]\n", path: "docbuild.yml")
    #expect(configuration.languages == [.ko, .zh, .en])
    #expect(
      diagnostics.map(\.formatted) == [
        "docbuild.yml:1:12: warning: languages must be a list; ko, zh and en are used",
        "docbuild.yml:2:8: warning: title must be a text or a mapping of language folders to texts",
      ])
    let (_, malformed) = SiteConfigurationReader.read("languages: [ko\n", path: "docbuild.yml")
    #expect(malformed.map(\.id) == ["config.malformed"])
    let (unsafe, unsafeDiagnostics) = SiteConfigurationReader.read(
      "languages:\n  - ../x\n  - en\n  - en\n", path: "docbuild.yml")
    #expect(unsafe.languages == [.en])
    #expect(unsafeDiagnostics.map(\.id) == ["config.invalid", "config.duplicate-language"])
  }

  @Test func japaneseAndSpanishFoldersAreBuiltWithTheirLanguage() throws {
    let (fixture, diagnostics) = try build([
      "docbuild.yml": Self.configuration,
      "en/01-state.md": "# State\n\nA view's own value.\n",
      "ja/01-state.md": "# 状態\n\nビューが持つ値。\n",
      "es/01-state.md": "# Estado\n\nEl valor propio de una vista.\n",
      "loose.md": "# Sin carpeta\n",
    ])
    defer { fixture.remove() }
    let ja = fixture.page("ja/01-state.html")
    let es = fixture.page("es/01-state.html")
    #expect(ja.contains("<html lang=\"ja\">"))
    #expect(ja.contains("<meta property=\"og:locale\" content=\"ja_JP\">"))
    #expect(ja.contains(">目次</h2>"))
    #expect(ja.contains("状態のノート</a>"))
    #expect(es.contains("<html lang=\"es-ES\">"))
    #expect(es.contains(">Índice</h2>"))
    // Words Spanish lacks are English.
    #expect(es.contains(">Skip to content</a>"))
    // A note outside the language folders goes to the default language (Japanese here).
    #expect(
      FileManager.default.fileExists(
        atPath: fixture.site.appendingPathComponent("ja/loose.html").path))
    #expect(
      diagnostics.contains {
        $0.id == "site.no-language" && $0.message.contains("(en/, ja/, es/)")
          && $0.message.hasSuffix("published in 日本語")
      })
    #expect(diagnostics.filter { $0.id == "config.missing-strings" }.count == 1)
    // The file configures the site: it is neither published nor reported as an unknown file.
    #expect(!diagnostics.contains { $0.path == "docbuild.yml" && $0.id == "asset.not-published" })
    #expect(!TestPaths.files(in: fixture.site).contains("docbuild.yml"))

    // Every page links to its translations in all three languages, in the configured order.
    for page in [ja, es, fixture.page("en/01-state.html")] {
      for (tag, folder) in [("en", "en"), ("ja", "ja"), ("es-ES", "es")] {
        #expect(
          page.contains(
            "<link rel=\"alternate\" hreflang=\"\(tag)\" href=\"https://example.org/notes/\(folder)/01-state.html\">"
          ))
      }
    }
    let switcher = try #require(ja.range(of: "class=\"language-switcher\""))
    let names = ["English", "日本語", "Español"].map {
      ja.range(of: $0, range: switcher.upperBound..<ja.endIndex)!.lowerBound
    }
    #expect(names == names.sorted())
    let chooser = fixture.page("index.html")
    #expect(chooser.contains("Elige un idioma"))
    #expect(chooser.contains("hreflang=\"es-ES\""))
    #expect(chooser.contains("言語を選択"))
  }

  @Test func sitemapCanonicalAndEditLinksFollowTheFile() throws {
    let (fixture, _) = try build([
      "docbuild.yml": Self.configuration,
      "en/01-state.md": "# State\n",
      "ja/01-state.md": "# 状態\n",
    ])
    defer { fixture.remove() }
    let en = fixture.page("en/01-state.html")
    #expect(
      en.contains("<link rel=\"canonical\" href=\"https://example.org/notes/en/01-state.html\">"))
    #expect(
      en.contains(
        "<a class=\"edit-link\" href=\"https://example.org/edit/main/content/en/01-state.md?plain=1\">Edit this page</a>"
      ))
    #expect(fixture.page("ja/01-state.html").contains(">このページを編集</a>"))
    // The root's missing-page notice is served at any depth: its links are absolute.
    let notFound = fixture.page("404.html")
    #expect(
      notFound.contains("<a href=\"https://example.org/notes/ja/index.html\" hreflang=\"ja\""))
    #expect(notFound.contains("href=\"https://example.org/notes/assets/style.css\""))
    #expect(notFound.contains("<html lang=\"ja\">"))
    #expect(!notFound.contains("<script>"), "absolute links need no search for the root")
    // A language's home is described and addressed like a note.
    let home = fixture.page("en/index.html")
    #expect(
      home.contains("<link rel=\"canonical\" href=\"https://example.org/notes/en/index.html\">"))
    #expect(
      home.contains(
        "<meta property=\"og:url\" content=\"https://example.org/notes/en/index.html\">"))
    #expect(home.contains("<meta name=\"description\" content=\"Notes on State: 1. State\">"))
    #expect(
      home.contains("<meta property=\"og:description\" content=\"Notes on State: 1. State\">"))
    #expect(
      home.contains(
        "<link rel=\"alternate\" hreflang=\"ja\" href=\"https://example.org/notes/ja/index.html\">")
    )
    let sitemap = fixture.page("sitemap.xml")
    #expect(sitemap.contains("<loc>https://example.org/notes/ja/01-state.html</loc>"))
    #expect(
      sitemap.contains(
        "<xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://example.org/notes/en/01-state.html\"/><xhtml:link rel=\"alternate\" hreflang=\"ja\" href=\"https://example.org/notes/ja/01-state.html\"/>"
      ))
  }

  @Test func theCommandLineWinsOverTheFile() throws {
    let (fixture, _) = try build([
      "docbuild.yml": Self.configuration,
      "en/01-state.md": "# State\n",
    ]) {
      $0.baseURL = "https://mirror.example.net/"
      $0.editURL = "https://git.example.net/notes/"
    }
    defer { fixture.remove() }
    let en = fixture.page("en/01-state.html")
    #expect(
      en.contains("<link rel=\"canonical\" href=\"https://mirror.example.net/en/01-state.html\">"))
    #expect(en.contains("href=\"https://git.example.net/notes/en/01-state.md\""))
    #expect(fixture.page("sitemap.xml").contains("https://mirror.example.net/en/01-state.html"))
  }

  @Test func withoutAFileNoSitemapNorEditLink() throws {
    let (fixture, _) = try build(["en/01-state.md": "# State\n"])
    defer { fixture.remove() }
    #expect(!TestPaths.files(in: fixture.site).contains("sitemap.xml"))
    let en = fixture.page("en/01-state.html")
    #expect(!en.contains("rel=\"canonical\""))
    #expect(!en.contains("edit-link"))
  }

  /// `sandbox: required` makes `--sandbox=auto` strict; nothing in the notes' folder, which a
  /// pull request can change, may turn the sandbox off.
  @Test func theSandboxCanBeRequiredButNotTurnedOff() throws {
    #expect(!SiteConfiguration.standard.requiresSandbox)
    let (strict, none) = SiteConfigurationReader.read(
      "languages: [en]\nsandbox: required\n", path: "docbuild.yml")
    #expect(strict.requiresSandbox)
    #expect(none.isEmpty)
    let (off, problems) = SiteConfigurationReader.read(
      "languages: [en]\nsandbox: off\n", path: "docbuild.yml")
    #expect(!off.requiresSandbox)
    let problem = try #require(problems.first)
    #expect(problems.count == 1)
    #expect(problem.id == "config.invalid")
    #expect(problem.range?.start.line == 2)
    #expect(problem.message.contains("--sandbox=off"))

    var options = BuildOptions(
      input: URL(fileURLWithPath: "/c"), output: URL(fileURLWithPath: "/s"))
    #expect(options.sandboxMode(for: strict) == .required)
    #expect(options.sandboxMode(for: off) == .auto)
    options.sandbox = .off
    #expect(options.sandboxMode(for: strict) == .off)
    options.sandbox = .required
    #expect(options.sandboxMode(for: off) == .required)
  }
}
