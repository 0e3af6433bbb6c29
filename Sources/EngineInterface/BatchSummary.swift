/// What a batch's program reports when its plan is done.
public struct BatchSummary: Codable, Hashable, Sendable {
  /// What became of one job.
  public struct Outcome: Codable, Hashable, Sendable {
    public var status: Int32
    public var crashed: Bool
    public var timedOut: Bool
    public var truncated: Bool
    public var seconds: Double
    /// Where in the results file the job's report is (offset and length), when it wrote one.
    public var report: [Int]?
    /// Where the end of its error output is (offset and length).
    public var errors: [Int]

    public init(
      status: Int32, crashed: Bool, timedOut: Bool, truncated: Bool, seconds: Double,
      report: [Int]?, errors: [Int]
    ) {
      self.status = status
      self.crashed = crashed
      self.timedOut = timedOut
      self.truncated = truncated
      self.seconds = seconds
      self.report = report
      self.errors = errors
    }
  }

  /// nil for a job that could not be started.
  public var outcomes: [Outcome?]
  /// Why jobs could not be isolated, when they could not (no job ran then).
  public var isolationProblem: String?

  public init(outcomes: [Outcome?], isolationProblem: String?) {
    self.outcomes = outcomes
    self.isolationProblem = isolationProblem
  }
}
