/// What one step (the first render or a user action) did.
public struct StepReport: Codable, Hashable, Sendable {
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
  /// Semantic HTML of the visible UI after the step.
  public var snapshot: String
  /// The label of the disabled control the step's action touched: as on a phone, nothing happened.
  public var disabledControl: String? = nil

  public init(
    step: String, console: [String], bodies: [BodyRun], created: [String], destroyed: [String],
    snapshot: String
  ) {
    self.step = step
    self.console = console
    self.bodies = bodies
    self.created = created
    self.destroyed = destroyed
    self.snapshot = snapshot
  }
}

/// One body evaluation: the view's type name and its identity path, e.g. `ContentView/VStack/FourthView`.
public struct BodyRun: Codable, Hashable, Sendable, CustomStringConvertible {
  public var view: String
  public var path: String

  public init(view: String, path: String) {
    self.view = view
    self.path = path
  }

  public var description: String { path }
}

extension StepReport {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    step = try container.decode(String.self, forKey: "step")
    console = try container.decode([String].self, forKey: "console")
    bodies = try container.decode([BodyRun].self, forKey: "bodies")
    created = try container.decode([String].self, forKey: "created")
    destroyed = try container.decode([String].self, forKey: "destroyed")
    snapshot = try container.decode(String.self, forKey: "snapshot")
    disabledControl = try container.decodeIfPresent(String.self, forKey: "disabledControl")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(step, forKey: "step")
    try container.encode(console, forKey: "console")
    try container.encode(bodies, forKey: "bodies")
    try container.encode(created, forKey: "created")
    try container.encode(destroyed, forKey: "destroyed")
    try container.encode(snapshot, forKey: "snapshot")
    try container.encodeIfPresent(disabledControl, forKey: "disabledControl")
  }
}

extension BodyRun {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    view = try container.decode(String.self, forKey: "view")
    path = try container.decode(String.self, forKey: "path")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(view, forKey: "view")
    try container.encode(path, forKey: "path")
  }
}
