/// The states an exploration of an example's UI reached and the transitions between them: each
/// state's screen, and for each action tried what was printed and which bodies ran on the way to
/// the next state.
public struct ExplorationReport: Codable, Hashable, Sendable {
  public struct Edge: Codable, Hashable, Sendable {
    public var from: Int
    public var action: ExploredAction
    public var to: Int
    public var console: [String]
    public var bodies: [BodyRun]

    public init(
      from: Int, action: ExploredAction, to: Int, console: [String], bodies: [BodyRun]
    ) {
      self.from = from
      self.action = action
      self.to = to
      self.console = console
      self.bodies = bodies
    }
  }

  /// The environment variable that makes a run outside a batch explore instead of playing its
  /// scenario, naming the file the exploration goes to.
  public static let environmentKey = "DOCBUILD_EXPLORE"

  /// The writer's `RunReport.interfaceVersion`.
  public var interface: Int?
  /// Snapshots; the first is the first render.
  public var states: [String]
  /// The first render's console and bodies.
  public var console: [String]
  public var bodies: [BodyRun]
  public var edges: [Edge]
  /// False when a budget or a replay that did not reproduce its screen left actions untried.
  public var complete: Bool
  /// Seconds the exploring run took, as docbuild measured it (not part of the site).
  public var seconds: Double?

  public init(
    interface: Int? = RunReport.interfaceVersion, states: [String], console: [String],
    bodies: [BodyRun], edges: [Edge], complete: Bool, seconds: Double? = nil
  ) {
    self.interface = interface
    self.states = states
    self.console = console
    self.bodies = bodies
    self.edges = edges
    self.complete = complete
    self.seconds = seconds
  }
}
