import EngineInterface
import Testing

@testable import StateEngine

/// The engine keeps global evaluation state (current node, console sink, random seed), so its tests run one
/// at a time.
@Suite(.serialized) struct Engine {}

/// The names of the bodies a step ran, in order.
func bodyNames(_ report: StepReport) -> [String] {
  report.bodies.map(\.view)
}
