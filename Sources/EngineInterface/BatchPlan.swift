/// docbuild's request to a merged batch's program (the engine's `ExampleBatch`), a JSON file
/// named by `BatchPlan.environmentKey`: which examples to run, each in a process of its own, and
/// how.
public struct BatchPlan: Codable, Hashable, Sendable {
  public struct Job: Codable, Hashable, Sendable {
    /// The example's number in the batch's program.
    public var example: Int
    /// The job's working folder, with its home inside.
    public var folder: String
    public var timeout: Double
    /// Explore the UI instead of running the scenario.
    public var explore: Bool
    public var scenario: ScenarioScript

    public init(
      example: Int, folder: String, timeout: Double, explore: Bool, scenario: ScenarioScript
    ) {
      self.example = example
      self.folder = folder
      self.timeout = timeout
      self.explore = explore
      self.scenario = scenario
    }
  }

  public var jobs: [Job]
  /// How many jobs run at once.
  public var width: Int
  /// Whether each job runs in namespaces of its own.
  public var isolate: Bool
  /// Folders covered besides `/tmp` (the batch's own), and the read-only ones bound back.
  public var hidden: [String]
  public var shown: [String]
  /// Bytes a job may print on each of its standard output and error.
  public var outputLimit: Int
  /// Where the jobs' reports and error output go, one after another.
  public var results: String
  /// Where the `BatchSummary` goes.
  public var summary: String

  public init(
    jobs: [Job], width: Int, isolate: Bool, hidden: [String], shown: [String], outputLimit: Int,
    results: String, summary: String
  ) {
    self.jobs = jobs
    self.width = width
    self.isolate = isolate
    self.hidden = hidden
    self.shown = shown
    self.outputLimit = outputLimit
    self.results = results
    self.summary = summary
  }

  /// The environment variable naming the plan's file.
  public static var environmentKey: String { "DOCBUILD_BATCH" }
  /// Without a plan, the environment variable numbering the one example of the batch's program
  /// to run.
  public static var exampleKey: String { "DOCBUILD_EXAMPLE" }
}

extension BatchPlan.Job {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    example = try container.decode(Int.self, forKey: "example")
    folder = try container.decode(String.self, forKey: "folder")
    timeout = try container.decode(Double.self, forKey: "timeout")
    explore = try container.decode(Bool.self, forKey: "explore")
    scenario = try container.decode(ScenarioScript.self, forKey: "scenario")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(example, forKey: "example")
    try container.encode(folder, forKey: "folder")
    try container.encode(timeout, forKey: "timeout")
    try container.encode(explore, forKey: "explore")
    try container.encode(scenario, forKey: "scenario")
  }
}

extension BatchPlan {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    jobs = try container.decode([Job].self, forKey: "jobs")
    width = try container.decode(Int.self, forKey: "width")
    isolate = try container.decode(Bool.self, forKey: "isolate")
    hidden = try container.decode([String].self, forKey: "hidden")
    shown = try container.decode([String].self, forKey: "shown")
    outputLimit = try container.decode(Int.self, forKey: "outputLimit")
    results = try container.decode(String.self, forKey: "results")
    summary = try container.decode(String.self, forKey: "summary")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(jobs, forKey: "jobs")
    try container.encode(width, forKey: "width")
    try container.encode(isolate, forKey: "isolate")
    try container.encode(hidden, forKey: "hidden")
    try container.encode(shown, forKey: "shown")
    try container.encode(outputLimit, forKey: "outputLimit")
    try container.encode(results, forKey: "results")
    try container.encode(summary, forKey: "summary")
  }
}
