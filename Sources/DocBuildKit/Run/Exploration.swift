/// The engine's exploration of an example's UI (its `ExplorationReport`, decoded here without
/// depending on the engine): the screens a reader can reach from the first render by using its
/// controls, and what each action printed and re-ran on the way. docbuild runs an example a
/// second time to get it, with `DOCBUILD_EXPLORE` naming the file to write.
struct Exploration: Codable, Hashable, Sendable {
  struct Action: Codable, Hashable, Sendable {
    /// `button`, `toggle`, `text field`, `link`, `tab`, `option`, or `back`.
    var kind: String
    var label: String
    /// Which of the controls with this kind and label, counted from 1 in the order they appear.
    var occurrence: Int
    /// What was typed into a text field.
    var text: String?
  }

  struct Edge: Codable, Hashable, Sendable {
    var from: Int
    var action: Action
    var to: Int
    var console: [String]
    var bodies: [RunReport.Step.Body]
  }

  var interface: Int?
  /// Each state's snapshot; the first is the first render.
  var states: [String]
  /// The first render's console and bodies.
  var console: [String]
  var bodies: [RunReport.Step.Body]
  var edges: [Edge]
  /// False when a budget left actions untried.
  var complete: Bool
  /// Seconds the exploration took when it ran (not part of the site).
  var seconds: Double? = nil
}
