/// The actions a run performs after the first render, in order, each with the name its failure is
/// reported under (the scenario's normalised line). docbuild hands it to the driver as data: in a
/// batch's plan, or in the JSON file `ScenarioScript.environmentKey` names.
public struct ScenarioScript: Codable, Hashable, Sendable {
  public struct Step: Codable, Hashable, Sendable {
    public var name: String
    public var action: UserAction

    public init(name: String, action: UserAction) {
      self.name = name
      self.action = action
    }
  }

  public var steps: [Step]

  public init(steps: [Step]) {
    self.steps = steps
  }

  /// The environment variable naming the script's file for a run outside a batch.
  public static var environmentKey: String { "DOCBUILD_SCENARIO" }
}

extension ScenarioScript.Step {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    name = try container.decode(String.self, forKey: "name")
    action = try container.decode(UserAction.self, forKey: "action")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(name, forKey: "name")
    try container.encode(action, forKey: "action")
  }
}

extension ScenarioScript {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    steps = try container.decode([Step].self, forKey: "steps")
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: FieldKey.self)
    try container.encode(steps, forKey: "steps")
  }
}
