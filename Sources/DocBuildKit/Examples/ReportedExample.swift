/// One Swift block in `--report`: where it is, what became of it and why.
public struct ReportedExample: Codable, Sendable {
  public var note: String
  /// The line of the block's opening fence.
  public var line: Int
  /// `passed`, `ran` (no expectation to check), `failed`, `compiled-only`, `not-run`, `ignored`.
  public var status: String
  /// Why it was not run or why it failed, as `--explain` says it.
  public var reason: String?
  /// Seconds its result took in this build: compiling and running, or reading the cache.
  public var seconds: Double?
  /// Whether its result came from the example cache.
  public var cached: Bool?
  /// The states its explorable preview has, and the seconds exploring them took.
  public var exploredStates: Int? = nil
  public var exploreSeconds: Double? = nil
  /// For a console log: its verdict, as `--explain` says it.
  public var log: String? = nil
  /// For a log checked against its program's run: how much searching the verdict took.
  public var logSearch: ReportedLogSearch? = nil
  /// The version of the page's context the block compiled against, when not the first.
  public var contextVersion: ReportedContextVersion? = nil
  /// For a block compiled with nothing to run: the fence line of the example whose run used its
  /// declarations (its status stays `compiled-only`).
  public var ranInExample: Int? = nil
  /// The block's other views that nothing uses, each run as its own root.
  public var peerRuns: [ReportedPeerRun]? = nil
  /// Its views nothing uses beyond the number docbuild runs: each runs with `root=` on the fence.
  public var peerViewsNotRun: [String]? = nil
}

/// A view of a block that nothing else uses, run as its own root beside the block's run.
public struct ReportedPeerRun: Codable, Sendable {
  public var view: String
  /// As an example's: `ran`, `failed`, `not-run`…
  public var status: String
  /// Why it was not run or failed.
  public var reason: String?
}

/// A later version of a page's context: where a declaration written again started it.
public struct ReportedContextVersion: Codable, Sendable {
  /// 2 for the page's first redeclaration, then 3…
  public var number: Int
  /// The note line of the code that declares the names again.
  public var line: Int
  /// The names declared again.
  public var names: [String]
}

/// The cost of searching a program's states for the action sequence that prints a log.
public struct ReportedLogSearch: Codable, Sendable {
  /// Action sequences compared with the log.
  public var sequences: Int
  /// The longest sequence the search tries.
  public var maximumActions: Int
  /// Whether every sequence up to that length was tried.
  public var exhaustive: Bool
}
