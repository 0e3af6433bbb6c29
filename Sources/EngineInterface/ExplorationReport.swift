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

  /// An action tried after a sequence that is not the path the exploration first took to its
  /// state, with what it printed: states are merged by screen, so what an action prints after a
  /// tap that left the screen as it was is known only from running that sequence.
  public struct Continuation: Codable, Hashable, Sendable {
    public var after: [ExploredAction]
    public var action: ExploredAction
    public var console: [String]

    public init(after: [ExploredAction], action: ExploredAction, console: [String]) {
      self.after = after
      self.action = action
      self.console = console
    }
  }

  /// How many actions long the sequences continuations cover: the log search's bound.
  public static var tracedActions: Int { 3 }

  /// The environment variable that makes a run outside a batch explore instead of playing its
  /// scenario, naming the file the exploration goes to.
  public static var environmentKey: String { "DOCBUILD_EXPLORE" }

  /// The writer's `RunReport.interfaceVersion`.
  public var interface: Int?
  /// Snapshots; the first is the first render.
  public var states: [String]
  /// The first render's console and bodies.
  public var console: [String]
  public var bodies: [BodyRun]
  public var edges: [Edge]
  /// For a program that prints, what actions printed after the sequences merged into another
  /// state's path, up to `tracedActions` actions from the first render.
  public var continuations: [Continuation]
  /// False when a budget or a replay that did not reproduce its screen left actions untried.
  public var complete: Bool
  /// Seconds the exploring run took, as docbuild measured it (not part of the site).
  public var seconds: Double?

  public init(
    interface: Int? = RunReport.interfaceVersion, states: [String], console: [String],
    bodies: [BodyRun], edges: [Edge], continuations: [Continuation] = [], complete: Bool,
    seconds: Double? = nil
  ) {
    self.interface = interface
    self.states = states
    self.console = console
    self.bodies = bodies
    self.edges = edges
    self.continuations = continuations
    self.complete = complete
    self.seconds = seconds
  }
}

extension ExplorationReport.Edge {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    from = try container.decode(Int.self, forKey: "from")
    action = try container.decode(ExploredAction.self, forKey: "action")
    to = try container.decode(Int.self, forKey: "to")
    console = try container.decode([String].self, forKey: "console")
    bodies = try container.decode([BodyRun].self, forKey: "bodies")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(from, forKey: "from")
    try container.encode(action, forKey: "action")
    try container.encode(to, forKey: "to")
    try container.encode(console, forKey: "console")
    try container.encode(bodies, forKey: "bodies")
  }
}

extension ExplorationReport.Continuation {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    after = try container.decode([ExploredAction].self, forKey: "after")
    action = try container.decode(ExploredAction.self, forKey: "action")
    console = try container.decode([String].self, forKey: "console")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(after, forKey: "after")
    try container.encode(action, forKey: "action")
    try container.encode(console, forKey: "console")
  }
}

extension ExplorationReport {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    interface = try container.decodeIfPresent(Int.self, forKey: "interface")
    states = try container.decode([String].self, forKey: "states")
    console = try container.decode([String].self, forKey: "console")
    bodies = try container.decode([BodyRun].self, forKey: "bodies")
    edges = try container.decode([Edge].self, forKey: "edges")
    continuations = try container.decode([Continuation].self, forKey: "continuations")
    complete = try container.decode(Bool.self, forKey: "complete")
    seconds = try container.decodeIfPresent(Double.self, forKey: "seconds")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encodeIfPresent(interface, forKey: "interface")
    try container.encode(states, forKey: "states")
    try container.encode(console, forKey: "console")
    try container.encode(bodies, forKey: "bodies")
    try container.encode(edges, forKey: "edges")
    try container.encode(continuations, forKey: "continuations")
    try container.encode(complete, forKey: "complete")
    try container.encodeIfPresent(seconds, forKey: "seconds")
  }
}
