import Foundation

/// The whole pipeline: notes → parse → plan → render → write the site.
public struct SiteBuilder {
  public let options: BuildOptions
  public let diagnostics: DiagnosticEngine
  /// The largest note built (bytes): a page is read whole, so one file must not be able to take
  /// the machine's memory.
  public static let maximumNoteSize = 16_000_000

  public init(options: BuildOptions, diagnostics: DiagnosticEngine) {
    self.options = options
    self.diagnostics = diagnostics
  }

  /// Builds the site. Problems in notes become diagnostics and the build goes on;
  /// only a failure to read the input or write the output throws (and leaves the old site intact).
  /// A dangerous output folder or contradicting options throw `BuildRefusal` before anything is
  /// read or written.
  @discardableResult
  public func build() throws -> BuildSummary {
    try run(destination: .folder).summary
  }

  /// The site as files in memory (site-relative path → bytes), the same bytes `build()` writes;
  /// no output folder is read or written (`serve`).
  public func buildInMemory() throws -> (files: [String: Data], summary: BuildSummary) {
    try run(destination: .memory)
  }

  private enum Destination {
    case folder
    case memory
  }

  private func run(destination: Destination) throws -> (
    files: [String: Data], summary: BuildSummary
  ) {
    let start = Date()
    if options.check && options.bless {
      throw BuildRefusal("--check writes nothing and --bless rewrites notes: use one or the other")
    }
    if options.shard != nil && (options.bless || !options.runExamples || options.cacheFolder == nil)
    {
      throw BuildRefusal(
        "--shard runs a part of the examples into the cache: it cannot be combined with --bless, --no-run or --no-cache"
      )
    }
    if destination == .folder {
      try OutputGuard(input: options.input, output: options.output, cache: options.cacheFolder)
        .check()
    }
    let contents = try ContentScanner(root: options.input).scan()
    var (configuration, problems) = SiteConfiguration.load(contentRoot: options.input)
    options.memo?.begin(
      configuration: FileManager.default.contents(
        atPath: options.input.appendingPathComponent(SiteConfiguration.fileName).path))
    diagnostics.emit(problems)
    diagnostics.emit(contents.diagnostics)
    // The command line's addresses win over the file's.
    configuration.baseURL = options.baseURL ?? configuration.baseURL
    configuration.editURL = options.editURL ?? configuration.editURL
    let documents = parse(contents.notes)
    if options.check && !options.runExamples {
      try refuseUncheckedVerification(documents)
    }
    if options.bless {
      let stage = ExampleStage(options: options, diagnostics: DiagnosticEngine()).run(documents)
      try bless(documents, stage)
      var rebuild = options
      rebuild.bless = false
      return try SiteBuilder(options: rebuild, diagnostics: diagnostics).run(
        destination: destination)
    }
    if options.shard != nil {
      // A shard fills the cache with its examples' results; the site is the last build's job.
      let examples = ExampleStage(options: options, diagnostics: diagnostics).run(documents)
      let summary = BuildSummary(
        languages: configuration.languages, pages: [:], examples: examples.counts,
        warnings: diagnostics.warningCount,
        errors: diagnostics.errorCount, seconds: Date().timeIntervalSince(start))
      return ([:], summary)
    }
    let plan = SitePlanner(
      configuration: configuration, commitDates: LastCommitDates.of(options.input)
    ).plan(documents, diagnostics: diagnostics)
    let examples = ExampleStage(options: options, diagnostics: diagnostics).run(documents)

    var writer = SiteWriter(output: options.output)
    let sidebar = ContentsLinks(plan)
    let rendered = render(plan, examples: examples, contents: sidebar)
    for page in rendered { writer.add(page.planned.output, page.html) }
    let languages = configuration.languages.filter { plan.pages[$0] != nil }
    // The languages' search indexes are independent: build them side by side.
    let indexes = ConcurrentMap.map(languages) { language in
      let pages = searchablePages(rendered.filter { $0.planned.language == language })
      let make = { (index: SearchIndex(pages).javascript, text: SearchText(pages).javascript) }
      return options.memo?.searchFiles(language, pages, make) ?? make()
    }
    for (language, (index, text)) in zip(languages, indexes) {
      writer.add(
        "\(language.folder)/index.html", languageHome(language, plan: plan, contents: sidebar))
      writer.add(SearchPage.indexPath(for: language), index)
      writer.add(SearchPage.textPath(for: language), text)
      writer.add(
        SearchPage.path(for: language), searchPage(language, plan: plan, contents: sidebar))
      writer.add(
        NotFoundPage.path(for: language), notFoundPage(language, plan: plan, contents: sidebar))
    }
    let root = rootPages(plan)
    writer.add("index.html", root.index)
    writer.add("404.html", root.notFound)
    writer.add(OutputGuard.markerName, OutputGuard.markerText)
    for asset in SiteAssets.files { writer.add(asset.path, asset.text) }
    if let rootURL = configuration.rootURL {
      writer.add("sitemap.xml", sitemap(rootURL, plan: plan, languages: languages))
    }
    for asset in contents.assets {
      guard writer.files[asset] == nil else {
        diagnostics.emit(
          .error(
            "asset.replaces-generated",
            "this file would replace the site's generated \(asset); rename or move it",
            path: asset))
        continue
      }
      if let data = FileManager.default.contents(
        atPath: options.input.appendingPathComponent(asset).path)
      {
        writer.add(asset, data: data)
      }
    }
    switch destination {
    case .memory: break
    case .folder where options.check:
      for path in writer.differences() {
        diagnostics.emit(
          .error(
            "site.out-of-date",
            "the site differs from what this build writes: run docbuild without --check",
            path: options.output.appendingPathComponent(path).path))
      }
    case .folder:
      try writer.commit()
    }

    let summary = BuildSummary(
      languages: configuration.languages, pages: plan.pages.mapValues(\.count),
      examples: examples.counts,
      warnings: diagnostics.warningCount, errors: diagnostics.errorCount,
      seconds: Date().timeIntervalSince(start), exampleReport: examples.report,
      exampleEntries: examples.entries)
    return (writer.files, summary)
  }

  /// `--check --no-run` would pass without verifying anything: refused when a note has a checked
  /// example (a scenario or an expected output).
  private func refuseUncheckedVerification(_ documents: [Document]) throws {
    let checked = ConcurrentMap.map(documents) { document -> (String, Int)? in
      ExampleAssociation.examples(in: document).examples
        .first { $0.scenarioBlock != nil || $0.outputBlock != nil }
        .map { (document.path, $0.codeBlock.range.start.line) }
    }.compactMap { $0 }
    guard let (path, line) = checked.first else { return }
    throw BuildRefusal(
      "--check --no-run would verify nothing, but \(checked.count) note(s) have checked examples (the first at \(path):\(line)): drop --no-run"
    )
  }

  /// Writes what the examples really did into their expected-output blocks, and nothing else.
  private func bless(_ documents: [Document], _ stage: ExampleStage.Result) throws {
    for document in documents {
      var replacements: [Blesser.Replacement] = []
      for evaluated in (stage.byNote[document.path] ?? [:]).values {
        let example = evaluated.example.example
        guard let block = example.outputBlock,
          case .ran(let report, let matched) = evaluated.outcome,
          matched == false
        else { continue }
        let actual = ExampleEvaluator.runOutput(report, example.scenario)
        replacements.append(
          .init(
            block: block,
            content: BlessedOutput.text(for: actual, replacing: example.expectedOutput)))
      }
      guard !replacements.isEmpty else { continue }
      let url = options.input.appendingPathComponent(document.path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let blessed = Blesser.bless(text, replacements: replacements)
      do {
        try Data(blessed.utf8).write(to: url, options: .atomic)
      } catch {
        throw BuildFailure("could not bless \(document.path): \(error.localizedDescription)")
      }
    }
  }

  /// Reads and parses every note, in parallel; the result keeps the notes' order.
  private func parse(_ notes: [NoteFile]) -> [Document] {
    let results = ConcurrentMap.map(notes) { note -> ParsedNote in
      let size = (try? FileManager.default.attributesOfItem(atPath: note.url.path))?[.size] as? Int
      if let size, size > Self.maximumNoteSize {
        return ParsedNote(
          document: nil,
          diagnostics: [
            .error(
              "input.too-large",
              "this note has \(size / 1_000_000) MB, above the limit of \(Self.maximumNoteSize / 1_000_000) MB per note: it is not built; split it",
              path: note.path)
          ])
      }
      guard let data = FileManager.default.contents(atPath: note.url.path) else {
        return ParsedNote(
          document: nil,
          diagnostics: [.error("input.unreadable", "cannot read this file", path: note.path)])
      }
      let make = { NoteParser.parse(data, path: note.path) }
      return options.memo?.parse(note.path, data, make) ?? make()
    }
    for result in results { diagnostics.emit(result.diagnostics) }
    return results.compactMap(\.document)
  }

  private struct RenderedNote {
    var planned: PlannedPage
    var html: String
    var body: RenderedBody
  }

  /// Renders every note's page, in parallel.
  private func render(_ plan: SitePlan, examples: ExampleStage.Result, contents: ContentsLinks)
    -> [RenderedNote]
  {
    let resolver = LinkResolver(outputByNotePath: plan.outputByNotePath)
    let all = plan.configuration.languages.flatMap { plan.pages[$0] ?? [] }
    let rendered = ConcurrentMap.map(all) { planned -> RenderedNote in
      let output = planned.output
      let evaluated = examples.byNote[planned.document.path] ?? [:]
      let folded = ExampleResultSources.foldedLines(evaluated)
      let inputs = RebuildMemo.BodyInputs(
        document: planned.document, language: planned.language, output: output,
        outcomes: evaluated.mapValues(\.outcome), problems: evaluated.mapValues(\.problems))
      let resolve = { resolver.resolve($0, inNote: planned.document.path, page: output) }
      let make = { (resolve: @escaping (String) -> String?) in
        BodyRenderer.render(
          planned.document,
          options: BodyRenderOptions(
            language: planned.language, path: planned.document.path,
            resolveLink: resolve,
            codeBlockSupplement: { block in
              evaluated[block.range.start.line].flatMap {
                ExampleResultRenderer.html(
                  $0.outcome, scenario: $0.example.example.scenario, problems: $0.problems,
                  completion: $0.example.entry.completion, language: planned.language,
                  sources: ExampleResultSources.of($0))
              }
            },
            isFolded: { folded.contains($0.range.start.line) }))
      }
      let body = options.memo?.body(inputs, resolve: resolve, make) ?? make(resolve)
      let page = page(for: planned, body: body, plan: plan, contents: contents, examples: examples)
      return RenderedNote(planned: planned, html: html(of: page, at: output, plan), body: body)
    }
    for note in rendered { diagnostics.emit(note.body.diagnostics) }
    return rendered
  }

  /// One language's notes as the search index sees them. A note that claims the search page's
  /// path loses it (the search page is written after the notes) and is reported.
  private func searchablePages(_ notes: [RenderedNote]) -> [SearchablePage] {
    notes.compactMap { note in
      let search = SearchPage.path(for: note.planned.language)
      guard note.planned.output != search else {
        diagnostics.emit(
          .error(
            "site.reserved-page",
            "this note would be written to \(search), which is the language's search page; rename it",
            path: note.planned.document.path))
        return nil
      }
      return SearchablePage(
        title: note.planned.document.title,
        href: SitePath.href(from: search, to: note.planned.output), body: note.body)
    }
  }

  private func searchPage(_ language: Language, plan: SitePlan, contents: ContentsLinks) -> String {
    let output = SearchPage.path(for: language)
    return html(
      of: SearchPage.page(
        language: language, contents: contents.links(from: output, language: language),
        translations: generatedTranslations(of: output, language, plan, at: SearchPage.path)),
      at: output, plan)
  }

  private func notFoundPage(_ language: Language, plan: SitePlan, contents: ContentsLinks) -> String
  {
    let output = NotFoundPage.path(for: language)
    return html(
      of: NotFoundPage.page(
        language: language, contents: contents.links(from: output, language: language),
        translations: generatedTranslations(of: output, language, plan, at: NotFoundPage.path)),
      at: output, plan)
  }

  /// Every note and language home, each with its translations.
  private func sitemap(_ rootURL: String, plan: SitePlan, languages: [Language]) -> String {
    let homes = Dictionary(
      uniqueKeysWithValues: languages.map { ($0, "\($0.folder)/index.html") })
    var entries = languages.map { Sitemap.Entry(path: homes[$0]!, alternates: homes) }
    for page in languages.flatMap({ plan.pages[$0] ?? [] }) {
      entries.append(
        Sitemap.Entry(
          path: page.output,
          alternates: plan.translations[page.translationKey] ?? [page.language: page.output]))
    }
    return Sitemap(rootURL: rootURL, entries: entries).xml
  }

  /// Links from a generated page (a home, a search page) to the same page of the other languages.
  private func generatedTranslations(
    of output: String, _ language: Language, _ plan: SitePlan, at path: (Language) -> String
  ) -> [Language: String] {
    var translations: [Language: String] = [:]
    for other in plan.configuration.languages where other != language && plan.pages[other] != nil {
      translations[other] = SitePath.href(from: output, to: path(other))
    }
    return translations
  }

  private func page(
    for planned: PlannedPage, body: RenderedBody, plan: SitePlan, contents: ContentsLinks,
    examples: ExampleStage.Result
  ) -> Page {
    let output = planned.output
    let links = contents.links(from: output, language: planned.language)
    let index = contents.position[output]!
    var translations: [Language: String] = [:]
    for (language, target) in plan.translations[planned.translationKey] ?? [:]
    where language != planned.language {
      translations[language] = SitePath.href(from: output, to: target)
    }
    var page = Page(
      language: planned.language, title: planned.document.title,
      description: PageDescription.of(planned.document), body: body,
      rootPrefix: SitePath.rootPrefix(of: output),
      languageHome: PageLink(
        title: UIString.contents.text(in: planned.language),
        href: SitePath.href(from: output, to: "\(planned.language.folder)/index.html")),
      translations: translations, contents: links, currentHref: links[index].href,
      previous: index > 0 ? links[index - 1] : nil,
      next: index + 1 < links.count ? links[index + 1] : nil,
      banner: failureBanner(examples.byNote[planned.document.path], language: planned.language))
    page.chapterNumber = ChapterNumber.of(planned.document.path)
    page.updated = planned.updated
    page.editURL = plan.configuration.editURL(ofNote: planned.document.path)
    page.canonicalURL = plan.configuration.rootURL.map { $0 + output }
    page.isArticle = true
    return page
  }

  /// A notice at the top of a page whose examples failed, so readers know not to trust them.
  private func failureBanner(_ examples: [Int: ExampleStage.Evaluated]?, language: Language)
    -> String?
  {
    let failed = (examples ?? [:]).values.filter {
      switch $0.outcome {
      case .failed, .ran(_, expectedMatched: false): true
      default: false
      }
    }.count
    guard failed > 0 else { return nil }
    return "<p>" + HTMLEscaping.text(UIString.examplesFailed.text(in: language)) + ": \(failed)</p>"
  }

  private func languageHome(_ language: Language, plan: SitePlan, contents: ContentsLinks) -> String
  {
    let output = "\(language.folder)/index.html"
    let links = contents.links(from: output, language: language)
    let document = IndexPages.languageHome(
      language, pages: plan.pages[language] ?? [], links: links)
    let body = BodyRenderer.render(
      document, options: BodyRenderOptions(language: language, path: output))
    let home = PageLink(title: UIString.contents.text(in: language), href: "index.html")
    return html(
      of: Page(
        language: language, title: document.title, description: nil, body: body,
        rootPrefix: "../", languageHome: home,
        translations: generatedTranslations(of: output, language, plan) {
          "\($0.folder)/index.html"
        },
        contents: links, currentHref: nil, previous: nil, next: links.first, banner: nil),
      at: output, plan)
  }

  /// A page of the site, with the site's languages in its switcher.
  private func html(of page: Page, at output: String, _ plan: SitePlan) -> String {
    var page = page
    page.languages = plan.configuration.languages
    let make = { PageTemplate.render(page) }
    return options.memo?.page(output, page, make) ?? make()
  }

  /// The root's language chooser and missing-page notice. The notice is served for missing
  /// pages at any depth, so its links are absolute when the site has a base URL.
  private func rootPages(_ plan: SitePlan) -> (index: String, notFound: String) {
    let configuration = plan.configuration
    let languages = configuration.languages
    func homes(_ prefix: String) -> [Language: String] {
      var homes: [Language: String] = [:]
      for language in languages where plan.pages[language] != nil {
        homes[language] = "\(prefix)\(language.folder)/index.html"
      }
      return homes
    }
    let base = configuration.rootURL ?? ""
    return (
      PageTemplate.renderRootPage(
        heading: .chooseLanguage, languages: languages, homes: homes(""),
        in: configuration.defaultLanguage),
      PageTemplate.renderRootPage(
        heading: .pageNotFound, hint: .pageNotFoundHint, languages: languages, homes: homes(base),
        in: configuration.defaultLanguage, rootPrefix: base)
    )
  }
}
