/// What a run printed and which bodies ran, for the first render and after each scenario step:
/// the side of the comparison the runner fills in.
public struct RunOutput: Hashable, Sendable {
  public struct Step: Hashable, Sendable {
    /// The scenario step's normalised line (`ScenarioStep.description`); `nil` for the first render.
    public var step: String?
    public var console: [String]
    /// Type names of the view bodies that ran.
    public var bodies: Set<String>
    /// What the UI shows after the step.
    public var screen: Screen

    public init(step: String?, console: [String], bodies: Set<String>, screen: Screen = Screen()) {
      self.step = step
      self.console = console
      self.bodies = bodies
      self.screen = screen
    }
  }

  /// The first render, then each step in order.
  public var steps: [Step]

  public init(steps: [Step]) {
    self.steps = steps
  }
}
