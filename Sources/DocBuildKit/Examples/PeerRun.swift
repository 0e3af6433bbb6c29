/// A view of a block that nothing else uses, or one of its `#Preview`s after the first, run as its
/// own root beside the one the block's run mounts: the page shows its result under the block,
/// labelled with its name.
struct PeerRun: Sendable {
  /// At most this many of a block's peer views run (the block's own root among them); the page
  /// says how to run the others.
  static let limit = 3

  var view: String
  var outcome: ExampleOutcome
  var problems: [Diagnostic]
  /// Whether its result came from the cache, and the seconds it took in this build.
  var cached: Bool? = nil
  var seconds: Double? = nil

  /// The peer as its own example: the block without its scenario and expected output, which
  /// describe the view the block's run mounts.
  static func example(_ example: SwiftExample) -> SwiftExample {
    var peer = example
    peer.scenarioBlock = nil
    peer.scenario = Scenario(steps: [])
    peer.outputBlock = nil
    peer.expectedOutput = nil
    peer.logBlocks = []
    return peer
  }

  /// The jobs that run the block's other peer views, each as the root of the block's own unit;
  /// none when the block's run mounts a root it did not choose among peers.
  static func jobs(for entry: Notebook.Entry, job: ExampleJob?) -> [(view: String, job: ExampleJob)]
  {
    guard let job, job.kind == .run, let choice = PeerRootChoice(entry) else { return [] }
    return choice.others.prefix(limit - 1).map { view in
      var unit = job.unit
      unit.root = choice.previewRoots[view] ?? .type(view)
      return (
        view,
        ExampleJob(unit: unit, scenario: Scenario(steps: []), kind: .run, timeout: job.timeout)
      )
    }
  }

  /// The peer views beyond the limit, which did not run.
  static func skipped(_ choice: PeerRootChoice) -> [String] {
    Array(choice.others.dropFirst(limit - 1))
  }
}
