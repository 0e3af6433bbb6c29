import Foundation

/// What `serve` keeps from one build to the next so that an edit redoes only what depends on it:
/// each note's parse, each page's body and HTML, each language's search files. Every output is
/// kept with the complete inputs it was made from and reused only when the next build's inputs
/// are equal, never by guessing which notes an edit touches, so the bytes are those of a full
/// build whatever the pipeline derives from what (chapter lists, translations, titles).
public final class RebuildMemo: @unchecked Sendable {
  /// What a note's body is made from besides the site's configuration.
  struct BodyInputs: Equatable {
    var document: Document
    var language: Language
    var output: String
    /// The examples' results and problems by fence line (the rest of what the page shows of an
    /// example follows from the note's source).
    var outcomes: [Int: ExampleOutcome]
    var problems: [Int: [Diagnostic]]
    var logs: [Int: LogVerdict]
  }

  private struct Kept<Inputs: Equatable, Output> {
    var inputs: Inputs
    var output: Output
  }

  private let lock = NSLock()
  /// The configuration file's bytes the kept outputs were made with: languages compare by folder
  /// only, so a change to their words must drop everything.
  private var configuration: Data?
  private var parsed: [String: Kept<Data, ParsedNote>] = [:]
  /// Each body with the links it resolved and their answers, which decide it as well.
  private var bodies: [String: Kept<BodyInputs, (body: RenderedBody, links: [String: String?])>] =
    [:]
  private var pages: [String: Kept<Page, HTMLParts>] = [:]
  private var examples: [String: Kept<Document, PageExamples>] = [:]
  private var searchFiles: [String: Kept<SearchInputs, [(path: String, text: String)]>] = [:]
  private var made: [String] = []

  public init() {}

  /// What the last build made anew rather than reused: `parse:`, `examples:`, `body:`, `page:`
  /// and `search:` entries naming a note or an output, sorted.
  public var remade: [String] { lock.withLock { made.sorted() } }

  /// Starts a build: forgets what the last one made and, when the configuration changed, every
  /// kept output.
  func begin(configuration: Data?) {
    lock.withLock {
      made = []
      guard configuration != self.configuration else { return }
      self.configuration = configuration
      (parsed, bodies, pages, searchFiles, examples) = ([:], [:], [:], [:], [:])
    }
  }

  func parse(_ path: String, _ source: Data, _ make: () -> ParsedNote) -> ParsedNote {
    reuse(\.parsed, "parse:" + path, source, make)
  }

  /// The body made by `make` with a link resolver, reused while its inputs are equal and each
  /// link it resolved resolves the same (a new note can turn a missing link into a link).
  func body(
    _ inputs: BodyInputs, resolve: @escaping (String) -> String?,
    _ make: (@escaping (String) -> String?) -> RenderedBody
  ) -> RenderedBody {
    let kept = reuse(
      \.bodies, "body:" + inputs.output, inputs,
      isCurrent: { $0.links.allSatisfy { resolve($0.key) == $0.value } }
    ) {
      let links = LinkLog(resolve)
      let body = make(links.resolve)
      return (body, links.answers)
    }
    return kept.body
  }

  /// A page's evaluated examples and the problems found with them.
  struct PageExamples: Sendable {
    var evaluated: [Int: EvaluatedExample]
    var diagnostics: [Diagnostic]
  }

  /// The examples of `document` as the last build evaluated them, when the note is unchanged.
  func examples(of document: Document) -> PageExamples? {
    lock.withLock {
      guard let kept = examples[document.path], kept.inputs == document else { return nil }
      return kept.output
    }
  }

  func keep(_ pageExamples: PageExamples, of document: Document) {
    lock.withLock {
      examples[document.path] = Kept(inputs: document, output: pageExamples)
      made.append("examples:" + document.path)
    }
  }

  func page(_ output: String, _ page: Page, _ make: () -> HTMLParts) -> HTMLParts {
    reuse(\.pages, "page:" + output, page, make)
  }

  /// What a language's search files are made from.
  struct SearchInputs: Equatable {
    var index: SearchIndex
    var text: SearchText
  }

  /// A language's search files (path and script), reused while its index and text are equal.
  func searchFiles(
    _ language: Language, _ inputs: SearchInputs, _ make: () -> [(path: String, text: String)]
  ) -> [(path: String, text: String)] {
    reuse(\.searchFiles, "search:" + language.folder, inputs, make)
  }

  /// The kept output when its inputs are equal, else `make()`'s, kept for the next build.
  private func reuse<Inputs: Equatable, Output>(
    _ store: ReferenceWritableKeyPath<RebuildMemo, [String: Kept<Inputs, Output>]>, _ key: String,
    _ inputs: Inputs, isCurrent: (Output) -> Bool = { _ in true }, _ make: () -> Output
  ) -> Output {
    if let kept = lock.withLock({ self[keyPath: store][key] }), kept.inputs == inputs,
      isCurrent(kept.output)
    {
      return kept.output
    }
    let output = make()
    lock.withLock {
      self[keyPath: store][key] = Kept(inputs: inputs, output: output)
      made.append(key)
    }
    return output
  }
}

/// A link resolver that remembers what it was asked and what it answered.
private final class LinkLog: @unchecked Sendable {
  private let lock = NSLock()
  private let resolver: (String) -> String?
  private var log: [String: String?] = [:]

  init(_ resolver: @escaping (String) -> String?) { self.resolver = resolver }

  var answers: [String: String?] { lock.withLock { log } }

  func resolve(_ link: String) -> String? {
    let answer = resolver(link)
    lock.withLock { log[link] = answer }
    return answer
  }
}
