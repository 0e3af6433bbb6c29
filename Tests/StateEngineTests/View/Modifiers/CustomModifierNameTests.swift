import Testing

@testable import EngineHost
@testable import StateEngine

/// Counts its own taps: a modifier with state, whose body re-runs on its own.
private struct TapCounted: ViewModifier {
  @State private var taps = 0

  func body(content: Content) -> some View {
    VStack {
      content
      Button("Tapped \(taps)") { taps += 1 }
    }
  }
}

private struct Badge: View {
  var body: some View {
    Text("Badge").modifier(TapCounted())
  }
}

extension Engine {
  @Suite struct CustomModifierNames {
    /// A modifier's `body` is reported under the modifier's name, as `Self._printChanges()` in a
    /// modifier's body names it (Apple's documentation of `ViewModifier.body(content:)`).
    @Test func aModifiersBodyRunIsNamedAfterTheModifier() throws {
      let host = ViewHost(Badge())
      try host.tap("Tapped 0")
      #expect(host.reports.last?.bodies.map(\.view) == ["TapCounted"])
    }
  }
}
