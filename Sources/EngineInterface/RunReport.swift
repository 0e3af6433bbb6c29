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
