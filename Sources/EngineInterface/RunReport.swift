/// What an example's driver writes when its run ends: the report of each step, and the action
/// that failed, if any.
public struct RunReport: Codable, Hashable, Sendable {
  /// A scenario step the engine could not perform (an unknown label), with the controls it offers.
  public struct Failure: Codable, Hashable, Sendable {
    public var step: String
    public var message: String
    public var available: [String]

    public init(step: String, message: String, available: [String]) {
      self.step = step
      self.message = message
      self.available = available
    }
  }

  /// The environment variable naming the file a run outside a batch writes its report to.
  public static var environmentKey: String { "DOCBUILD_REPORT" }

  /// The version of what docbuild and the engine say to each other (these types, the plan, the
  /// script): a report of another version comes from an engine of another build.
  public static var interfaceVersion: Int { 6 }

  /// The writer's `interfaceVersion`; nil from an engine older than the field.
  public var interface: Int?
  public var steps: [StepReport]
  public var failure: Failure?
  /// The states a reader can reach from the first render: docbuild adds it from a second,
  /// exploring run of the example.
  public var exploration: ExplorationReport?

  public init(
    interface: Int? = Self.interfaceVersion, steps: [StepReport], failure: Failure?,
    exploration: ExplorationReport? = nil
  ) {
    self.interface = interface
    self.steps = steps
    self.failure = failure
    self.exploration = exploration
  }
}

extension RunReport.Failure {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    step = try container.decode(String.self, forKey: "step")
    message = try container.decode(String.self, forKey: "message")
    available = try container.decode([String].self, forKey: "available")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(step, forKey: "step")
    try container.encode(message, forKey: "message")
    try container.encode(available, forKey: "available")
  }
}

extension RunReport {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    interface = try container.decodeIfPresent(Int.self, forKey: "interface")
    steps = try container.decode([StepReport].self, forKey: "steps")
    failure = try container.decodeIfPresent(Failure.self, forKey: "failure")
    exploration = try container.decodeIfPresent(ExplorationReport.self, forKey: "exploration")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encodeIfPresent(interface, forKey: "interface")
    try container.encode(steps, forKey: "steps")
    try container.encodeIfPresent(failure, forKey: "failure")
    try container.encodeIfPresent(exploration, forKey: "exploration")
  }
}
