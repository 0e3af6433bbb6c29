import EngineInterface
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
    var documents = parse(contents.notes)
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
    // The plan holds the documents from here on, and gives each up once its page is written.
    documents = []
    let pageCounts = plan.pages.mapValues(\.count)

    let writer = try SiteWriter(
      output: options.output,
      mode: destination == .memory ? .memory : options.check ? .compare : .stage)
    do {
      try write(consume plan, examples: examples, assets: contents.assets, to: writer)
    } catch {
      writer.abandon()
      throw error
    }
    if destination == .folder && options.check {
      for path in writer.differences() {
        diagnostics.emit(
          .error(
            "site.out-of-date",
            "the site differs from what this build writes: run docbuild without --check",
            path: options.output.appendingPathComponent(path).path))
      }
    }

    let summary = BuildSummary(
      languages: configuration.languages, pages: pageCounts, examples: examples.counts,
      warnings: diagnostics.warningCount, errors: diagnostics.errorCount,
      seconds: Date().timeIntervalSince(start), exampleReport: examples.report,
      exampleEntries: examples.entries)
    return (writer.files, summary)
  }

  /// Renders and writes every page, language by language, a batch of pages at a time: a page's
  /// HTML is written as soon as it is rendered, its note's document is then freed, and only
  /// what the search index needs is kept.
  private func write(
    _ plan: consuming SitePlan, examples: ExampleStage.Result, assets: [String],
    to writer: SiteWriter
  ) throws {
    let order = ChapterOrder(copy plan)
    let resolver = LinkResolver(outputByNotePath: plan.outputByNotePath)
    let translations = plan.translations
    for language in order.languages {
      var batches = Self.batches(plan.pages.removeValue(forKey: language) ?? [])
      var index = SearchIndex([])
      var text = SearchText([])
      while !batches.isEmpty {
        // Each page is handed over to its rendering, which frees the note's model once the body
        // is HTML.
        var rendered = ConcurrentMap.map(consuming: batches.removeLast()) {
          (planned: consuming PlannedPage) -> RenderedNote in
          let (output, path) = (planned.output, planned.document.path)
          let (title, body) = write(
            &planned, examples: examples, order: order, resolver: resolver,
            translations: translations, to: writer)
          let searchable = SearchablePage(
            title: title, href: SitePath.href(from: SearchPage.path(for: language), to: output),
            body: body)
          return RenderedNote(
            output: output, notePath: path, diagnostics: body.diagnostics,
            search: SearchIndex.entry(for: searchable), text: SearchText.sections(of: searchable))
        }
        // Taken one by one, each page's search entry is freed once it is in the index.
        rendered.reverse()
        while var note = rendered.popLast() {
          diagnostics.emit(note.diagnostics)
          // The search page is written after the notes: a note that claims its path loses it.
          if note.output == SearchPage.path(for: language) {
            diagnostics.emit(
              .error(
                "site.reserved-page",
                "this note would be written to \(note.output), which is the language's search page; rename it",
                path: note.notePath))
            continue
          }
          index.add(&note.search)
          text.add(note.text)
        }
      }
      writer.add(ChapterListScript.path(for: language), order.script(for: language).javascript)
      writer.add(ChapterOrder.home(language), languageHome(language, order: order))
      let makeSearchFiles = { Self.searchFiles(language, index: index, text: text) }
      let searchFiles =
        options.memo?.searchFiles(language, .init(index: index, text: text), makeSearchFiles)
        ?? makeSearchFiles()
      for file in searchFiles { writer.add(file.path, file.text) }
      writer.add(SearchPage.path(for: language), searchPage(language, order: order))
      writer.add(NotFoundPage.path(for: language), notFoundPage(language, order: order))
    }
    let root = rootPages(plan.configuration, order: order)
    writer.add("index.html", root.index)
    writer.add("404.html", root.notFound)
    writer.add(OutputGuard.markerName, OutputGuard.markerText)
    for asset in SiteAssets.files { writer.add(asset.path, asset.text) }
    if let rootURL = plan.configuration.rootURL {
      writer.add("sitemap.xml", sitemap(rootURL, translations: plan.translations, order: order))
    }
    for asset in assets {
      guard !writer.contains(asset) else {
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
    try writer.commit()
  }

  /// A language's search index and text as scripts, split into parts when large.
  private static func searchFiles(_ language: Language, index: SearchIndex, text: SearchText)
    -> [(path: String, text: String)]
  {
    var files: [(path: String, text: String)] = []
    for (path, scripts) in [
      (SearchPage.indexPath(for: language), index.scripts(partBytes: SearchPage.partBytes)),
      (SearchPage.textPath(for: language), text.scripts(partBytes: SearchPage.partBytes)),
    ] {
      files.append((path, scripts.head))
      for (number, part) in scripts.parts.enumerated() {
        files.append((SearchPage.partPath(of: path, number), part))
      }
    }
    return files
  }

  /// Pages rendered at once: enough to keep every core busy, few enough that their HTML is small
  /// next to the notes.
  private static let renderBatch = 64

  /// The pages in batches, the first batch last (taken with `popLast`).
  private static func batches(_ pages: [PlannedPage]) -> [[PlannedPage]] {
    stride(from: 0, to: pages.count, by: renderBatch).reversed().map {
      Array(pages[$0..<min($0 + renderBatch, pages.count)])
    }
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
      guard let memo = options.memo else { return NoteParser.parse(consume data, path: note.path) }
      return memo.parse(note.path, data) { NoteParser.parse(data, path: note.path) }
    }
    for result in results { diagnostics.emit(result.diagnostics) }
    return results.compactMap(\.document)
  }

  /// What the build keeps of a rendered page once its HTML is written.
  private struct RenderedNote: Sendable {
    var output: String
    var notePath: String
    var diagnostics: [Diagnostic]
    var search: SearchIndex.Entry
    var text: String
  }

  /// Renders one note's page and writes it with its exploration data; returns the page's title
  /// and its body without the HTML (the page is written: only its text and headings are needed).
  private func write(
    _ planned: inout PlannedPage, examples: ExampleStage.Result, order: ChapterOrder,
    resolver: LinkResolver, translations: [String: [Language: String]], to writer: SiteWriter
  ) -> (title: String, body: RenderedBody) {
    var note = render(
      &planned, examples: examples, order: order, resolver: resolver, translations: translations)
    writer.add(planned.output, note.html)
    if let script = note.exploreScript {
      writer.add(ExploreData.path(for: planned.output), script)
    }
    note.body.htmlParts = HTMLParts()
    return (note.title, note.body)
  }

  /// Renders one note's page. The note's model is freed once its body is rendered: a big note's
  /// model is several times its size, and its page is yet to be assembled.
  private func render(
    _ planned: inout PlannedPage, examples: ExampleStage.Result, order: ChapterOrder,
    resolver: LinkResolver, translations: [String: [Language: String]]
  ) -> (html: HTMLParts, title: String, body: RenderedBody, exploreScript: String?) {
    let output = planned.output
    let evaluated = examples.byNote[planned.document.path] ?? [:]
    let body = renderBody(planned, evaluated: evaluated, resolver: resolver)
    let title = planned.document.title
    let description = PageDescription.of(planned.document)
    planned.document.blocks = []
    let explorations = evaluated.keys.sorted().compactMap {
      line -> (id: String, exploration: ExplorationReport)? in
      guard case .ran(let report, _) = evaluated[line]!.outcome,
        let exploration = report.exploration, ExploreData.isExplorable(exploration)
      else { return nil }
      return (id: String(line), exploration: exploration)
    }
    let script = explorations.isEmpty ? nil : ExploreData.javascript(explorations)
    var page = page(
      for: planned, title: title, description: description, body: body,
      translations: translations, order: order, examples: examples)
    if script != nil {
      page.scripts.append(SitePath.href(from: output, to: ExploreData.path(for: output)))
    }
    return (html(of: page, at: output, order), title, body, script)
  }

  /// The note's body: its blocks as HTML, with its examples' results.
  private func renderBody(
    _ planned: PlannedPage, evaluated: [Int: ExampleStage.Evaluated], resolver: LinkResolver
  ) -> RenderedBody {
    let output = planned.output
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
                sources: ExampleResultSources.of($0), exploreID: String(block.range.start.line))
            }
          },
          isFolded: { folded.contains($0.range.start.line) }))
    }
    return options.memo?.body(inputs, resolve: resolve, make) ?? make(resolve)
  }

  private func searchPage(_ language: Language, order: ChapterOrder) -> HTMLParts {
    let output = SearchPage.path(for: language)
    return html(
      of: SearchPage.page(
        language: language, chapterList: order.reference(from: output, language: language),
        translations: generatedTranslations(of: output, language, order, at: SearchPage.path)),
      at: output, order)
  }

  private func notFoundPage(_ language: Language, order: ChapterOrder) -> HTMLParts {
    let output = NotFoundPage.path(for: language)
    return html(
      of: NotFoundPage.page(
        language: language, chapterList: order.reference(from: output, language: language),
        translations: generatedTranslations(of: output, language, order, at: NotFoundPage.path)),
      at: output, order)
  }

  /// Every note and language home, each with its translations.
  private func sitemap(
    _ rootURL: String, translations: [String: [Language: String]], order: ChapterOrder
  ) -> String {
    let homes = Dictionary(
      uniqueKeysWithValues: order.languages.map { ($0, ChapterOrder.home($0)) })
    var entries = order.languages.map { Sitemap.Entry(path: homes[$0]!, alternates: homes) }
    for language in order.languages {
      for page in order.pages(language) {
        entries.append(
          Sitemap.Entry(
            path: page.output,
            alternates: translations[page.translationKey] ?? [language: page.output]))
      }
    }
    return Sitemap(rootURL: rootURL, entries: entries).xml
  }

  /// Links from a generated page (a home, a search page) to the same page of the other languages.
  private func generatedTranslations(
    of output: String, _ language: Language, _ order: ChapterOrder, at path: (Language) -> String
  ) -> [Language: String] {
    var translations: [Language: String] = [:]
    for other in order.languages where other != language {
      translations[other] = SitePath.href(from: output, to: path(other))
    }
    return translations
  }

  private func page(
    for planned: PlannedPage, title: String, description: String?, body: RenderedBody,
    translations: [String: [Language: String]],
    order: ChapterOrder,
    examples: ExampleStage.Result
  ) -> Page {
    let output = planned.output
    let (previous, next) = order.neighbours(of: output, language: planned.language)
    var links: [Language: String] = [:]
    for (language, target) in translations[planned.translationKey] ?? [:]
    where language != planned.language {
      links[language] = SitePath.href(from: output, to: target)
    }
    var page = Page(
      language: planned.language, title: title, description: description, body: body,
      rootPrefix: SitePath.rootPrefix(of: output),
      languageHome: PageLink(
        title: UIString.contents.text(in: planned.language),
        href: SitePath.href(from: output, to: ChapterOrder.home(planned.language))),
      translations: links,
      chapterList: order.reference(from: output, language: planned.language),
      currentHref: SitePath.href(from: output, to: output), previous: previous, next: next,
      banner: failureBanner(examples.byNote[planned.document.path], language: planned.language))
    page.chapterNumber = ChapterNumber.of(planned.document.path)
    page.updated = planned.updated
    page.editURL = order.configuration.editURL(ofNote: planned.document.path)
    page.canonicalURL = order.configuration.rootURL.map { $0 + output }
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

  private func languageHome(_ language: Language, order: ChapterOrder) -> HTMLParts {
    let output = ChapterOrder.home(language)
    let links = order.links(from: output, language: language)
    let document = IndexPages.languageHome(
      language, links: links, descriptions: order.pages(language).map(\.description))
    let body = BodyRenderer.render(
      document, options: BodyRenderOptions(language: language, path: output))
    let home = PageLink(title: UIString.contents.text(in: language), href: "index.html")
    return html(
      of: Page(
        language: language, title: document.title, description: nil, body: body,
        rootPrefix: "../", languageHome: home,
        translations: generatedTranslations(of: output, language, order) {
          ChapterOrder.home($0)
        },
        chapterList: order.reference(from: output, language: language), currentHref: nil,
        previous: nil, next: links.first, banner: nil),
      at: output, order)
  }

  /// A page of the site, with the site's languages in its switcher.
  private func html(of page: Page, at output: String, _ order: ChapterOrder) -> HTMLParts {
    var page = page
    page.languages = order.configuration.languages
    let make = { PageTemplate.parts(page) }
    return options.memo?.page(output, page, make) ?? make()
  }

  /// The root's language chooser and missing-page notice. The notice is served for missing
  /// pages at any depth, so its links are absolute when the site has a base URL.
  private func rootPages(_ configuration: SiteConfiguration, order: ChapterOrder) -> (
    index: String, notFound: String
  ) {
    func homes(_ prefix: String) -> [Language: String] {
      var homes: [Language: String] = [:]
      for language in order.languages { homes[language] = prefix + ChapterOrder.home(language) }
      return homes
    }
    let base = configuration.rootURL ?? ""
    return (
      PageTemplate.renderRootPage(
        heading: .chooseLanguage, languages: configuration.languages, homes: homes(""),
        in: configuration.defaultLanguage),
      PageTemplate.renderRootPage(
        heading: .pageNotFound, hint: .pageNotFoundHint, languages: configuration.languages,
        homes: homes(base), in: configuration.defaultLanguage, rootPrefix: base)
    )
  }
}
