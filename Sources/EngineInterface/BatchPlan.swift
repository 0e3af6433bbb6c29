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
