/// Decides each note's language, output page and translations, and the order of each language's pages.
struct SitePlanner {
  let configuration: SiteConfiguration
  /// Note path → the day it was last committed (`LastCommitDates`).
  var commitDates: [String: String] = [:]

  func plan(_ documents: [Document], diagnostics: DiagnosticEngine) -> SitePlan {
    var claimed: [String: String] = [:]  // output page → note that claimed it
    var plan = SitePlan(
      configuration: configuration, pages: [:], outputByNotePath: [:], translations: [:])
    for document in documents {
      let (language, pathInLanguage) = place(document, diagnostics: diagnostics)
      let stem =
        pathInLanguage.hasSuffix(".markdown")
        ? String(pathInLanguage.dropLast(9)) : String(pathInLanguage.dropLast(3))
      let output = "\(language.folder)/\(stem).html"
      if output == "\(language.folder)/index.html" {
        diagnostics.emit(
          .error(
            "site.reserved-page",
            "this note would be written to \(output), which is the language's generated index; rename it",
            path: document.path))
        continue
      }
      if let owner = claimed[output] {
        diagnostics.emit(
          .error(
            "site.duplicate-page",
            "this note and \(owner) both claim the page \(output); only \(owner) is written",
            path: document.path))
        continue
      }
      claimed[output] = document.path
      let key = document.frontMatter.translationKey ?? stem
      if let other = plan.translations[key]?[language] {
        diagnostics.emit(
          .warning(
            "site.duplicate-translation",
            "translation key '\(key)' is already used by another \(language.folder) note (page \(other))",
            path: document.path))
      } else {
        plan.translations[key, default: [:]][language] = output
      }
      plan.outputByNotePath[document.path] = output
      plan.pages[language, default: []].append(
        PlannedPage(
          document: document, language: language, output: output, translationKey: key,
          updated: document.frontMatter.date ?? commitDates[document.path]))
    }
    for language in plan.pages.keys {
      plan.pages[language]?.sort(by: Self.readingOrder)
    }
    return plan
  }

  /// The language and the path below the language folder: the folder decides, front matter `lang` overrides.
  private func place(_ document: Document, diagnostics: DiagnosticEngine) -> (Language, String) {
    let parts = document.path.split(separator: "/", maxSplits: 1).map(String.init)
    let folderLanguage = parts.count == 2 ? configuration.language(inFolder: parts[0]) : nil
    let rest = folderLanguage != nil ? parts[1] : document.path
    if let declared = document.frontMatter.lang {
      if let language = configuration.language(forTag: declared) { return (language, rest) }
      diagnostics.emit(
        .warning(
          "front-matter.unknown-lang",
          "unknown language '\(declared)' in front matter; expected \(configuration.folderList)",
          path: document.path, range: SourceRange(lines: 1, 1)))
    }
    if let folderLanguage { return (folderLanguage, rest) }
    let folders = configuration.languages.map { "\($0.folder)/" }.joined(separator: ", ")
    diagnostics.emit(
      .warning(
        "site.no-language",
        "the note is in no language folder (\(folders)) and has no `lang` in its front matter; it is published in \(configuration.defaultLanguage.nativeName)",
        path: document.path))
    return (configuration.defaultLanguage, rest)
  }

  private static func readingOrder(_ a: PlannedPage, _ b: PlannedPage) -> Bool {
    switch (a.document.frontMatter.order, b.document.frontMatter.order) {
    case (let x?, let y?) where x != y: return x < y
    case (.some, nil): return true
    case (nil, .some): return false
    default: return a.document.path < b.document.path
    }
  }
}

/// The planner's decisions for the whole site.
struct SitePlan: Sendable {
  /// The site's languages and addresses, from `docbuild.yml` and the command line.
  var configuration: SiteConfiguration
  /// Each language's pages, in reading order.
  var pages: [Language: [PlannedPage]]
  /// Output page of every note by its input path, for link resolution.
  var outputByNotePath: [String: String]
  /// translation key → language → output page.
  var translations: [String: [Language: String]]
}
