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

extension BatchSummary.Outcome {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    status = try container.decode(Int32.self, forKey: "status")
    crashed = try container.decode(Bool.self, forKey: "crashed")
    timedOut = try container.decode(Bool.self, forKey: "timedOut")
    truncated = try container.decode(Bool.self, forKey: "truncated")
    seconds = try container.decode(Double.self, forKey: "seconds")
    report = try container.decodeIfPresent([Int].self, forKey: "report")
    errors = try container.decode([Int].self, forKey: "errors")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(status, forKey: "status")
    try container.encode(crashed, forKey: "crashed")
    try container.encode(timedOut, forKey: "timedOut")
    try container.encode(truncated, forKey: "truncated")
    try container.encode(seconds, forKey: "seconds")
    try container.encodeIfPresent(report, forKey: "report")
    try container.encode(errors, forKey: "errors")
  }
}

extension BatchSummary {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    outcomes = try container.decode([Outcome?].self, forKey: "outcomes")
    isolationProblem = try container.decodeIfPresent(String.self, forKey: "isolationProblem")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(outcomes, forKey: "outcomes")
    try container.encodeIfPresent(isolationProblem, forKey: "isolationProblem")
  }
}
