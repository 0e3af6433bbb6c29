/// What an example's driver writes when its run ends: the report of each step (the engine's
/// `StepReport`, decoded here without depending on the engine), and the action that failed, if any.
struct RunReport: Codable, Hashable, Sendable {
  struct Step: Codable, Hashable, Sendable {
    struct Body: Codable, Hashable, Sendable {
      var view: String
      var path: String
    }

    var step: String
    var console: [String]
    var bodies: [Body]
    var created: [String]
    var destroyed: [String]
    var snapshot: String
  }

  /// A scenario step the engine could not perform (an unknown label), with the controls it offers.
  struct Failure: Codable, Hashable, Sendable {
    var step: String
    var message: String
    var available: [String]
  }

  /// The engine's `ExampleDriver.interfaceVersion`; nil from an engine older than the field.
  var interface: Int?
  var steps: [Step]
  var failure: Failure?
  /// The states a reader can reach from the first render, from a second run of the example.
  var exploration: Exploration? = nil

  /// The interface this docbuild speaks; an engine reporting another one is from another build.
  static let interfaceVersion = 3
}
