/// What one step (the first render or a user action) did.
public struct StepReport: Codable, Equatable, Sendable {
  /// `first render`, or the action as written, e.g. `tap "+1" in CounterView`.
  public var step: String
  /// Lines printed during the step, example output and engine warnings alike.
  public var console: [String]
  /// Bodies that ran, in order.
  public var bodies: [BodyRun]
  /// Type names of model objects installed during the step.
  public var created: [String]
  /// Type names of installed model objects that were deinitialised during the step.
  public var destroyed: [String]
  /// The screen's pieces, shared with the steps before: joined only when the report is read, so a
  /// step costs what changed on screen rather than the whole screen.
  private(set) var snapshotText: SnapshotText

  /// Semantic HTML of the visible UI after the step.
  public var snapshot: String {
    get { snapshotText.string }
    set { snapshotText = SnapshotText([.text(newValue)]) }
  }

  public init(
    step: String, console: [String], bodies: [BodyRun], created: [String], destroyed: [String],
    snapshot: String
  ) {
    self.init(
      step: step, console: console, bodies: bodies, created: created, destroyed: destroyed,
      snapshotText: SnapshotText([.text(snapshot)]))
  }

  init(
    step: String, console: [String], bodies: [BodyRun], created: [String], destroyed: [String],
    snapshotText: SnapshotText
  ) {
    self.step = step
    self.console = console
    self.bodies = bodies
    self.created = created
    self.destroyed = destroyed
    self.snapshotText = snapshotText
  }

  private enum CodingKeys: String, CodingKey {
    case step, console, bodies, created, destroyed, snapshot
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      step: try container.decode(String.self, forKey: .step),
      console: try container.decode([String].self, forKey: .console),
      bodies: try container.decode([BodyRun].self, forKey: .bodies),
      created: try container.decode([String].self, forKey: .created),
      destroyed: try container.decode([String].self, forKey: .destroyed),
      snapshot: try container.decode(String.self, forKey: .snapshot))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(step, forKey: .step)
    try container.encode(console, forKey: .console)
    try container.encode(bodies, forKey: .bodies)
    try container.encode(created, forKey: .created)
    try container.encode(destroyed, forKey: .destroyed)
    try container.encode(snapshot, forKey: .snapshot)
  }

  public static func == (lhs: StepReport, rhs: StepReport) -> Bool {
    lhs.step == rhs.step && lhs.console == rhs.console && lhs.bodies == rhs.bodies
      && lhs.created == rhs.created && lhs.destroyed == rhs.destroyed
      && lhs.snapshot == rhs.snapshot
  }
}

/// One body evaluation: the view's type name and its identity path, e.g. `ContentView/VStack/FourthView`.
public struct BodyRun: Codable, Equatable, Sendable, CustomStringConvertible {
  public var view: String
  public var path: String

  public init(view: String, path: String) {
    self.view = view
    self.path = path
  }

  public var description: String { path }
}

/// An action the host could not perform, with the controls that are available instead.
public struct HostError: Error, CustomStringConvertible, Equatable {
  public var message: String
  public var available: [String]

  public init(message: String, available: [String]) {
    self.message = message
    self.available = available
  }

  public var description: String {
    available.isEmpty ? message : "\(message). Available: \(available.joined(separator: ", "))"
  }
}
