/// The Swift examples of one page: each block with its scenario, expected output, compilation
/// unit and (once run) its outcome.
struct PageExamples: Sendable {
  struct Example: Sendable {
    var example: SwiftExample
    var entry: Notebook.Entry
    /// What to compile; nil when the block is not compiled.
    var job: ExampleJob?
    /// The block's other views that nothing uses, each run as its own root (`PeerRun`).
    var peerJobs: [(view: String, job: ExampleJob)] = []

    /// Every job of the block: its own, then its peers'.
    var jobs: [ExampleJob] { (job.map { [$0] } ?? []) + peerJobs.map(\.job) }
  }

  var path: String
  var examples: [Example]
  /// Every name the page's Swift blocks declare (types, functions, properties), but for the
  /// locals of their functions and closures.
  var declaredNames: Set<String> { Set(declarationLines.keys) }
  /// Each of those names, with the fence line of the first block declaring it.
  var declarationLines: [String: Int]
  /// The generic parameters of the page's types, each with its type and that block's fence line.
  var genericParameters: [String: (type: String, line: Int)]
  /// The names the page declares only with `let`, each with the fence line of the first.
  var constants: [String: Int]
  /// The views declared without a `body`, by the fence line of their block.
  var bodylessViews: [Int: String]
  /// The protocols and classes the page's types and extensions conform to.
  var conformances: Set<String>
  /// The page's types declaring each member name, with their blocks' fence lines.
  var memberOwners: [String: [MemberOwners.Owner]]
  /// The stored properties each of the page's types must be given when it is made.
  var requiredProperties: [String: [String]]
  /// The framework docbuild does not have (UIKit) that a block uses, by its fence line.
  var foreignModules: [Int: String]
  /// The code of each Swift block, by its fence line.
  var blockCodes: [Int: String]
  /// The syntax error of each block that does not parse, by its fence line.
  var syntaxProblems: [Int: SyntaxProblem]
  /// Problems found before anything runs: fence attributes, scenarios, expected-output blocks.
  var diagnostics: [Diagnostic]

  static let defaultTimeout = 10.0

  /// `result` compiles (and runs) a job; the page's context then takes only blocks that compile.
  /// Without it (no engine), every program block adds to the context.
  /// `association` is `ExampleAssociation.examples(in:)` of the page: it already parsed the
  /// scenario and output blocks and reports their problems. `explores`: whether runs of view
  /// roots are explored (unless their fence says `no_explore`). Every unit is compiled with
  /// `prelude`.
  init(
    path: String, association: (examples: [SwiftExample], diagnostics: [Diagnostic]),
    explores: Bool = true, prelude: Prelude? = nil, result: ((ExampleJob) -> ExampleResult)?
  ) {
    self.path = path
    let (found, diagnostics) = association
    let preluded = { (entry: Notebook.Entry) in
      ImpliedSwiftData.applied(to: prelude?.applied(to: entry) ?? entry)
    }
    let outcome = { (entry: Notebook.Entry) -> (job: ExampleJob, result: ExampleResult)? in
      guard let result,
        let job = Self.job(for: found[entry.blockIndex], preluded(entry), explores: explores)
      else { return nil }
      return (job, result(job))
    }
    let entries = Notebook.assemble(
      found, compiles: { outcome($0)?.result.compiled ?? true },
      errorLines: { entry in
        // A block written for another platform (`import UIKit`) lends nothing: its other errors
        // are not reported once a module is missing.
        guard let (job, result) = outcome(entry),
          !result.errors.contains(where: { $0.text.hasPrefix("no such module") })
        else { return [] }
        return Set(
          result.errors.compactMap {
            job.unit.sourceMap.noteLocation(forUnitLine: $0.line, column: $0.column)?.line
          })
      }
    ).map(preluded)
    examples = zip(found, entries).map { example, entry in
      let job = Self.job(for: example, entry, explores: explores)
      return Example(
        example: example, entry: entry, job: job, peerJobs: PeerRun.jobs(for: entry, job: job))
    }
    self.diagnostics = diagnostics
    let blocks = found.map { ($0.codeBlock.code, $0.codeBlock.range.start.line) }
    // A local of a function (`let data` of a loader) is no name another block could read.
    let locals = LocalDeclarations.names(in: blocks.map(\.0))
    // An API listing quoting the platform's own declaration (`struct ViewThatFits<Content>`)
    // declares nothing of the page's: a block using the name uses the platform's.
    let listings = Set(
      entries.filter { $0.category == .apiListing }.map(\.codeBlock.range.start.line))
    declarationLines = PageNames.declarationLines(
      in: blocks.filter { !listings.contains($0.1) }, locals: locals
    ).merging(
      PageNames.declarationLines(in: blocks.filter { listings.contains($0.1) }, locals: locals)
        .filter { !PlatformAPI.shared.isPlatformName($0.key) },
      uniquingKeysWith: min)
    genericParameters = DeclaredWords.genericParameters(in: blocks)
    constants = DeclaredWords.constants(in: blocks).filter { !locals.contains($0.key) }
    conformances = DeclaredWords.conformances(in: blocks.map(\.0))
    bodylessViews = blocks.reduce(into: [:]) { views, block in
      views[block.1] = BodylessView.declared(in: block.0)
    }
    blockCodes = Dictionary(blocks.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
    syntaxProblems = entries.reduce(into: [:]) { problems, entry in
      if case .invalid(let problem) = entry.category {
        problems[entry.codeBlock.range.start.line] = problem
      }
    }
    memberOwners = MemberOwners.owners(in: blocks)
    requiredProperties = MemberOwners.requiredProperties(in: blocks)
    foreignModules = blocks.reduce(into: [:]) { modules, block in
      let words = block.0.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      modules[block.1] =
        words.lazy.filter { $0.first?.isUppercase == true }.compactMap {
          PlatformAPI.shared.foreignModule(of: String($0))
        }.first
    }
  }

  private static func job(for example: SwiftExample, _ entry: Notebook.Entry, explores: Bool)
    -> ExampleJob?
  {
    guard case .compile(let unit) = entry.outcome else { return nil }
    let timeout = example.attributes.timeout ?? defaultTimeout
    switch example.attributes.mode {
    case .ignore: return nil
    case .compileOnly:
      return ExampleJob(unit: unit, scenario: example.scenario, kind: .typecheck, timeout: timeout)
    case .compileFail:
      var job = ExampleJob(
        unit: unit, scenario: example.scenario, kind: .typecheck, timeout: timeout)
      job.expectsErrors = true
      return job
    case .run:
      let runnable = unit.root != nil || unit.hasTopLevelCode
      return ExampleJob(
        unit: unit, scenario: example.scenario, kind: runnable ? .run : .typecheck,
        timeout: timeout,
        explores: explores && unit.root != nil && example.attributes.explore)
    }
  }
}
