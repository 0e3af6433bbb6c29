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

  var steps: [Step]
  var failure: Failure?
}
