import Testing

@testable import EngineHost
@testable import StateEngine

private struct TwoSteppers: View {
  @State private var cups = 0
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Stepper(value: $cups, in: 0...2, step: 2) {
        Text("Cups \(cups)")
      }
      Stepper("Log \(log.joined())") {
        log.append("+")
      } onDecrement: {
        log.append("-")
      }
    }
  }
}

extension Engine {
  @Suite struct Steppers {
    /// `Stepper(value:in:step:label:)`: "If the resulting value would be outside of this range,
    /// the stepper doesn't change the value"; `Stepper(_:onIncrement:onDecrement:)` calls the
    /// closures (Apple's documentation of `Stepper`).
    @Test func valueAndActionFormsStep() throws {
      let host = ViewHost(TwoSteppers())
      try host.tap("+", index: 1)
      #expect(host.snapshotHTML().contains("Cups 2"))
      try host.tap("+", index: 1)
      #expect(host.snapshotHTML().contains("Cups 2"))
      try host.tap("−", index: 1)
      #expect(host.snapshotHTML().contains("Cups 0"))
      try host.tap("+", index: 2)
      try host.tap("−", index: 2)
      #expect(host.snapshotHTML().contains("Log +-"))
    }
  }
}
