import Foundation

/// What a build reads, writes and how strictly it checks.
public struct BuildOptions: Sendable {
  public var input: URL
  public var output: URL
  /// Compile and run the Swift examples (off: every example is "not run").
  public var runExamples: Bool
  /// Where example results are kept between builds; nil: no cache.
  public var cacheFolder: URL?
  /// The secret the cache's entries are signed with; nil: `CacheSigningKey.load()` (the
  /// `DOCBUILD_CACHE_KEY` environment variable, else the key file in the user's cache home).
  public var cacheSigningKey: CacheSigningKey?
  /// The built engine; nil: found next to the running executable.
  public var engine: EngineArtifacts?
  /// Verify only: write no site and no note, and report it as an error when the output folder
  /// differs from what the build would write. The results it computed still go to the cache.
  public var check: Bool
  /// Rewrite the notes' expected-output blocks with what the examples actually did.
  public var bless: Bool
  /// A log its program's run contradicts is an error rather than a warning (`--strict-logs`).
  public var strictLogs = false
  /// Write, after each program whose run reproduces a log the note shows, the scenario and
  /// expected-output blocks that check it from then on (`--suggest`).
  public var suggest = false
  /// Where to write each assembled compilation unit (`<key>.swift`, with empty marker files
  /// `<key>.library` and `<key>.typecheck` for how it is compiled), for inspecting what was
  /// compiled and for benchmarks; nil: nowhere.
  public var unitsFolder: URL?
  /// Run only this part of the examples, into the cache, and write no site (CI matrices).
  public var shard: Shard?
  /// How compiled examples are isolated from this machine; `auto` becomes `required` when
  /// `docbuild.yml` says `sandbox: required`.
  public var sandbox: SandboxMode = .auto
  /// Whether examples' UIs are explored for explorable previews (`--no-explore`: not at all).
  public var explorePreviews = true
  /// The site's public address (`https://example.org/notes/`): pages get canonical links and
  /// absolute alternates, and a `sitemap.xml` is written; nil: `docbuild.yml`'s `baseURL`, if any.
  public var baseURL: String?
  /// Where notes are edited, `{path}` replaced with the note's path (`ko/01-state.md`), appended
  /// when absent (`https://github.com/o/r/edit/main/content/`): pages get an "edit this page"
  /// link; nil: `docbuild.yml`'s `editURL`, if any.
  public var editURL: String?
  /// Outputs kept from the previous build, reused where their inputs are unchanged (`serve`);
  /// nil: everything is made anew.
  public var memo: RebuildMemo?
  /// Called as examples finish: (done, total, the note of the one just done).
  public var progress: (@Sendable (Int, Int, String) -> Void)?

  public init(
    input: URL, output: URL, runExamples: Bool = true, cacheFolder: URL? = nil,
    engine: EngineArtifacts? = nil, check: Bool = false, bless: Bool = false,
    unitsFolder: URL? = nil, baseURL: String? = nil, editURL: String? = nil,
    progress: (@Sendable (Int, Int, String) -> Void)? = nil
  ) {
    self.input = input
    self.output = output
    self.runExamples = runExamples
    self.cacheFolder = cacheFolder
    self.engine = engine
    self.check = check
    self.bless = bless
    self.unitsFolder = unitsFolder
    self.baseURL = baseURL
    self.editURL = editURL
    self.progress = progress
  }

  /// Refuses options that contradict each other, before anything is read or written.
  public func validate() throws {
    if check && bless {
      throw BuildRefusal("--check changes no note and --bless rewrites notes: use one or the other")
    }
    if check && suggest {
      throw BuildRefusal(
        "--check changes no note and --suggest adds blocks to notes: use one or the other")
    }
    if suggest && !runExamples {
      throw BuildRefusal(
        "--suggest writes what the examples' runs print: it needs them run, drop --no-run")
    }
    for (flag, address, use) in [
      ("--base-url", baseURL, SiteAddress.Use.base), ("--edit-url", editURL, .link),
    ] {
      if let address, let problem = SiteAddress.problem(address, for: use) {
        throw BuildRefusal("\(flag) \(problem)")
      }
    }
    if shard != nil && (bless || suggest || !runExamples || cacheFolder == nil) {
      throw BuildRefusal(
        "--shard runs a part of the examples into the cache: it cannot be combined with --bless, --suggest, --no-run or --no-cache"
      )
    }
  }

  /// Refuses options that the notes make meaningless: `--check --no-run` would pass without
  /// verifying anything when a note has a checked example (a scenario or an expected output).
  func validate(against documents: [Document]) throws {
    guard check && !runExamples else { return }
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

  /// The sandbox examples run in: `docbuild.yml` may make `auto` strict, never weaker; `off`
  /// comes only from the command line, from whoever trusts the notes.
  func sandboxMode(for configuration: SiteConfiguration) -> SandboxMode {
    sandbox == .auto && configuration.requiresSandbox ? .required : sandbox
  }

  /// The cache beside the input folder (`content/` → `.docbuild-cache/`), ignored by git.
  public static func defaultCacheFolder(for input: URL) -> URL {
    input.standardizedFileURL.deletingLastPathComponent().appendingPathComponent(".docbuild-cache")
  }
}
