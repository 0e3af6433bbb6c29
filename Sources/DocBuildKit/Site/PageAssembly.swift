import EngineInterface
import Foundation

/// The site's pages put together: a note's body with its examples' results inside the chrome
/// around it (chapter list, neighbours, translations, a banner when examples failed), and the
/// generated pages (language homes, search, not found, the root's language chooser). With
/// `serve`'s memo, a body or page whose inputs are unchanged is reused.
struct PageAssembly {
  let order: ChapterOrder
  let resolver: LinkResolver
  /// Translation key → language → the page's path.
  let translations: [String: [Language: String]]
  let examples: ExampleStage.Result
  let memo: RebuildMemo?

  /// Renders one note's page. The note's model is freed once its body is rendered: a big note's
  /// model is several times its size, and its page is yet to be assembled.
  func note(_ planned: inout PlannedPage) -> (
    html: HTMLParts, title: String, body: RenderedBody, exploreScript: String?
  ) {
    let output = planned.output
    let evaluated = examples.byNote[planned.document.path] ?? [:]
    let body = body(of: planned, evaluated: evaluated)
    let title = planned.document.title
    let description = PageDescription.of(planned.document)
    planned.document.blocks = []
    let explorations = evaluated.keys.sorted().compactMap {
      line -> (id: String, exploration: ExplorationReport)? in
      guard case .ran(let report, _) = evaluated[line]!.outcome,
        let exploration = report.exploration, exploration.isExplorable
      else { return nil }
      return (id: String(line), exploration: exploration)
    }
    let script =
      explorations.isEmpty ? nil : ExploreData.javascript(explorations, language: planned.language)
    var page = page(for: planned, title: title, description: description, body: body)
    if script != nil {
      page.exploreData = SitePath.href(from: output, to: ExploreData.path(for: output))
    }
    return (html(of: page, at: output), title, body, script)
  }

  /// The note's body: its blocks as HTML, with its examples' results.
  private func body(of planned: PlannedPage, evaluated: [Int: EvaluatedExample]) -> RenderedBody {
    let output = planned.output
    let folded = ExampleResultSources.foldedLines(evaluated)
    // Each log's verdict by its fence line, whether it is fenced as Swift or as text.
    var logs = evaluated.compactMapValues(\.logVerdict)
    for example in evaluated.values { logs.merge(example.logsAfter) { first, _ in first } }
    let inputs = RebuildMemo.BodyInputs(
      document: planned.document, language: planned.language, output: output,
      outcomes: evaluated.mapValues(\.outcome), problems: evaluated.mapValues(\.problems),
      logs: logs)
    let resolve = { resolver.resolve($0, inNote: planned.document.path, page: output) }
    let hosts = Set(evaluated.values.compactMap(\.ranInExample))
    let make = { (resolve: @escaping (String) -> String?) in
      BodyRenderer.render(
        planned.document,
        options: BodyRenderOptions(
          language: planned.language, path: planned.document.path,
          resolveLink: resolve,
          codeBlockSupplement: { block in
            if let verdict = logs[block.range.start.line] {
              return LogVerdictRenderer.html(verdict, language: planned.language)
            }
            return evaluated[block.range.start.line].flatMap { example in
              let peerRoot = PeerRootChoice(example.example.entry)
              var result = ExampleResultRenderer.html(
                example.outcome, scenario: example.example.example.scenario,
                problems: example.problems, completion: example.example.entry.completion,
                peerRoot: peerRoot, chosenValues: example.example.entry.chosenRootValues,
                completesCall: example.example.entry.completesRootCall,
                builtValues: example.example.entry.rootValues.filter(\.isBuiltInPlace),
                language: planned.language, sources: ExampleResultSources.of(example),
                exploreID: String(block.range.start.line), ranInExample: example.ranInExample,
                typeCheckedOnBlankView: example.example.entry.typeCheckedOnBlankView,
                mode: example.example.example.attributes.mode,
                claimedCompileError: example.claimedCompileError,
                anchor: hosts.contains(block.range.start.line) ? block.range.start.line : nil,
                view: example.peerRuns.isEmpty ? nil : peerRoot?.ran)
              // Each other view nothing uses, run as its own root, under the block's own run.
              for peer in example.peerRuns {
                result? +=
                  ExampleResultRenderer.html(
                    peer.outcome, scenario: Scenario(steps: []), problems: peer.problems,
                    language: planned.language, view: peer.view) ?? ""
              }
              // The output block is folded into the result: the actions that print it go after.
              guard let output = example.example.example.outputBlock,
                let verdict = logs[output.range.start.line]
              else { return result }
              return (result ?? "") + LogVerdictRenderer.html(verdict, language: planned.language)
            }
          },
          isFolded: { folded.contains($0.range.start.line) },
          chapterNumber: ChapterNumber.of(planned.document.path)))
    }
    return memo?.body(inputs, resolve: resolve, make) ?? make(resolve)
  }

  func searchPage(_ language: Language) -> HTMLParts {
    let output = SearchPage.path(for: language)
    return html(
      of: SearchPage.page(
        language: language, chapterList: order.reference(from: output, language: language),
        translations: generatedTranslations(of: output, language, at: SearchPage.path)),
      at: output)
  }

  func notFoundPage(_ language: Language) -> HTMLParts {
    let output = NotFoundPage.path(for: language)
    return html(
      of: NotFoundPage.page(
        language: language, chapterList: order.reference(from: output, language: language),
        translations: generatedTranslations(of: output, language, at: NotFoundPage.path)),
      at: output)
  }

  /// Links from a generated page (a home, a search page) to the same page of the other languages.
  private func generatedTranslations(
    of output: String, _ language: Language, at path: (Language) -> String
  ) -> [Language: String] {
    var translations: [Language: String] = [:]
    for other in order.languages where other != language {
      translations[other] = SitePath.href(from: output, to: path(other))
    }
    return translations
  }

  private func page(
    for planned: PlannedPage, title: String, description: String?, body: RenderedBody,
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
  private func failureBanner(_ examples: [Int: EvaluatedExample]?, language: Language)
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

  func languageHome(_ language: Language) -> HTMLParts {
    let output = ChapterOrder.home(language)
    let links = order.links(from: output, language: language)
    let document = IndexPages.languageHome(
      language, links: links, descriptions: order.pages(language).map(\.description))
    let body = BodyRenderer.render(
      document, options: BodyRenderOptions(language: language, path: output))
    let home = PageLink(title: UIString.contents.text(in: language), href: "index.html")
    var page = Page(
      language: language, title: document.title,
      description: IndexPages.description(language, links: links), body: body,
      rootPrefix: "../", languageHome: home,
      translations: generatedTranslations(of: output, language) {
        ChapterOrder.home($0)
      },
      chapterList: order.reference(from: output, language: language), currentHref: "index.html",
      previous: nil, next: links.first, banner: nil)
    page.canonicalURL = order.configuration.rootURL.map { $0 + output }
    return html(of: page, at: output)
  }

  /// A page of the site, with the site's languages in its switcher.
  private func html(of page: Page, at output: String) -> HTMLParts {
    var page = page
    page.languages = order.configuration.languages
    let make = { PageTemplate.parts(page) }
    return memo?.page(output, page, make) ?? make()
  }

  /// The root's language chooser and missing-page notice. The notice is served for missing
  /// pages at any depth, so its links are absolute when the site has a base URL, and found from
  /// the address it is served at otherwise.
  func rootPages() -> (index: String, notFound: String) {
    let configuration = order.configuration
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
        homes: homes(base), in: configuration.defaultLanguage, rootPrefix: base,
        findsRoot: configuration.rootURL == nil)
    )
  }
}
