import Foundation

/// The whole pipeline: scan the input, parse the notes, plan the pages, run the examples stage,
/// put each page together and write the site (to its folder, or to memory for `serve`).
public struct SiteBuilder {
  public let options: BuildOptions
  public let diagnostics: DiagnosticEngine

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
    try options.validate()
    if destination == .folder {
      try OutputGuard(input: options.input, output: options.output, cache: options.cacheFolder)
        .check()
    }
    let contents = try ContentScanner(root: options.input).scan()
    var (configuration, problems) = SiteConfiguration.load(contentRoot: options.input)
    options.memo?.begin(
      configuration: Self.settings(of: options.input, swiftFiles: contents.swiftFiles))
    diagnostics.emit(problems)
    diagnostics.emit(contents.diagnostics)
    // The command line's addresses win over the file's.
    configuration.baseURL = options.baseURL ?? configuration.baseURL
    configuration.editURL = options.editURL ?? configuration.editURL
    var documents = NoteReader(memo: options.memo).parse(contents.notes, diagnostics: diagnostics)
    try options.validate(against: documents)
    if options.bless || options.suggest {
      let stage = ExampleStage(
        options: options, diagnostics: DiagnosticEngine(), configuration: configuration
      ).run(documents)
      if options.bless { try bless(documents, stage) }
      if options.suggest { try suggest(documents, stage) }
      var rebuild = options
      rebuild.bless = false
      rebuild.suggest = false
      return try SiteBuilder(options: rebuild, diagnostics: diagnostics).run(
        destination: destination)
    }
    if options.shard != nil {
      // A shard fills the cache with its examples' results; the site is the last build's job.
      let examples = ExampleStage(
        options: options, diagnostics: diagnostics, configuration: configuration
      ).run(documents)
      let summary = BuildSummary(
        languages: configuration.languages, pages: [:], examples: examples.counts,
        warnings: diagnostics.warningCount,
        errors: diagnostics.errorCount, seconds: Date().timeIntervalSince(start))
      return ([:], summary)
    }
    let plan = SitePlanner(
      configuration: configuration, commitDates: LastCommitDates.of(options.input)
    ).plan(documents, diagnostics: diagnostics)
    let examples = ExampleStage(
      options: options, diagnostics: diagnostics, configuration: configuration
    ).run(documents)
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

  /// What `serve` keeps its work for: `docbuild.yml` and every Swift file of the content folder,
  /// since any of them may be a prelude that the examples compile with.
  private static func settings(of input: URL, swiftFiles: [String]) -> Data? {
    var settings = FileManager.default.contents(
      atPath: input.appendingPathComponent(SiteConfiguration.fileName).path)
    for path in swiftFiles {
      settings =
        (settings ?? Data()) + Data("\u{0}\(path)\u{0}".utf8)
        + (FileManager.default.contents(atPath: input.appendingPathComponent(path).path) ?? Data())
    }
    return settings
  }

  /// Renders and writes every page, language by language, a batch of pages at a time: a page's
  /// HTML is written as soon as it is rendered, its note's document is then freed, and only
  /// what the search index needs is kept.
  private func write(
    _ plan: consuming SitePlan, examples: ExampleStage.Result, assets: [String],
    to writer: SiteWriter
  ) throws {
    let order = ChapterOrder(copy plan)
    let pages = PageAssembly(
      order: order, resolver: LinkResolver(outputByNotePath: plan.outputByNotePath),
      translations: plan.translations, examples: examples, memo: options.memo)
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
          var note = pages.note(&planned)
          writer.add(output, note.html)
          if let script = note.exploreScript { writer.add(ExploreData.path(for: output), script) }
          // The page is written: only its text and headings are kept.
          (note.html, note.body.htmlParts) = (HTMLParts(), HTMLParts())
          let searchable = SearchablePage(
            title: note.title,
            href: SitePath.href(from: SearchPage.path(for: language), to: output), body: note.body)
          return RenderedNote(
            output: output, notePath: path, diagnostics: note.body.diagnostics,
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
      writer.add(ChapterOrder.home(language), pages.languageHome(language))
      let makeSearchFiles = { SearchPage.files(language, index: index, text: text) }
      let searchFiles =
        options.memo?.searchFiles(language, .init(index: index, text: text), makeSearchFiles)
        ?? makeSearchFiles()
      for file in searchFiles { writer.add(file.path, file.text) }
      writer.add(SearchPage.path(for: language), pages.searchPage(language))
      writer.add(NotFoundPage.path(for: language), pages.notFoundPage(language))
    }
    let root = pages.rootPages()
    writer.add("index.html", root.index)
    writer.add("404.html", root.notFound)
    writer.add(OutputGuard.markerName, OutputGuard.markerText)
    for asset in SiteAssets.files { writer.add(asset.path, asset.text) }
    if let rootURL = plan.configuration.rootURL {
      writer.add(
        "sitemap.xml", Sitemap(rootURL: rootURL, order: order, translations: plan.translations).xml)
    }
    diagnostics.emit(writer.copy(assets, from: options.input))
    try writer.commit()
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

  /// Writes what the examples really did into their expected-output blocks, and nothing else.
  private func bless(_ documents: [Document], _ stage: ExampleStage.Result) throws {
    for document in documents {
      let replacements = (stage.byNote[document.path] ?? [:]).values.compactMap {
        NoteBlessing.replacement(for: $0.example.example, outcome: $0.outcome)
      }
      try NoteBlessing.write(
        replacements, toNoteAt: options.input.appendingPathComponent(document.path),
        path: document.path)
    }
  }

  /// Writes, after each program whose run reproduces a log of its note, the blocks that check it.
  private func suggest(_ documents: [Document], _ stage: ExampleStage.Result) throws {
    for document in documents {
      let evaluated = stage.byNote[document.path] ?? [:]
      var insertions: [(afterLine: Int, text: String)] = []
      var suggested: Set<Int> = []
      // Each log as (its line, its verdict, its program's line), in the note's order.
      var logs: [(line: Int, verdict: LogVerdict?, program: Int?)] = evaluated.map {
        ($0.key, $0.value.logVerdict, $0.value.logProgramLine)
      }
      for (line, example) in evaluated {
        logs += example.logsAfter.map { ($0.key, $0.value, line) }
      }
      for log in logs.sorted(by: { $0.line < $1.line }) {
        guard case .reproduced(let reproduction, _) = log.verdict, let programLine = log.program,
          let program = evaluated[programLine]?.example.example,
          suggested.insert(programLine).inserted,
          let text = LogSuggestion.text(after: program, reproduction)
        else { continue }
        insertions.append((program.codeBlock.range.end.line, text))
      }
      guard !insertions.isEmpty else { continue }
      let url = options.input.appendingPathComponent(document.path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      do {
        try Data(LogSuggestion.insert(insertions, into: text).utf8).write(to: url, options: .atomic)
      } catch {
        throw BuildFailure(
          "could not write suggestions into \(document.path): \(error.localizedDescription)")
      }
    }
  }

  /// What the build keeps of a rendered page once its HTML is written.
  private struct RenderedNote: Sendable {
    var output: String
    var notePath: String
    var diagnostics: [Diagnostic]
    var search: SearchIndex.Entry
    var text: String
  }
}
