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
}
