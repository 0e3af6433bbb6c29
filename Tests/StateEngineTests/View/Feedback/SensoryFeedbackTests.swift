import Testing

@testable import EngineHost
@testable import StateEngine

private struct Checkout: View {
  @State private var paid = false
  @State private var count = 0

  var body: some View {
    VStack {
      Button(paid ? "Paid" : "Pay") { paid = true }
        .sensoryFeedback(.success, trigger: paid)
      Button("Count \(count)") { count += 1 }
        .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { old, new in
          print("condition \(old) \(new)")
          return new > old
        }
        .sensoryFeedback(trigger: count) { _, _ in
          print("feedback chosen")
          return .selection
        }
    }
  }
}

extension Engine {
  /// `sensoryFeedback(_:trigger:)` "plays the specified feedback when the provided trigger value
  /// changes" (Apple's documentation). A page has no haptics: the engine plays nothing and never
  /// asks a `condition` or feedback closure, and the controls act as without it.
  @Suite struct SensoryFeedbacks {
    @Test func theControlsActAndNoFeedbackClosureRuns() throws {
      let host = ViewHost(Checkout())
      try host.tap("Pay")
      try host.tap("Count 0")
      #expect(host.snapshotHTML().contains(">Paid<") && host.snapshotHTML().contains(">Count 1<"))
      #expect(host.reports.allSatisfy { $0.console.isEmpty })
    }
  }
}
