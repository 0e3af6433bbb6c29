import Testing

@testable import EngineHost
@testable import StateEngine

/// Chooses its animation by the reader's motion setting.
private struct Pulse: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
  @Environment(\.accessibilityEnabled) private var assisted

  var body: some View {
    Text(reduceMotion ? "still" : "pulsing")
    Text(voiceOver ? "spoken" : "silent")
    Text(assisted ? "assisted" : "unassisted")
  }
}

extension Engine {
  @Suite struct AccessibilitySettings {
    /// "Whether to reduce motion" is a read-only environment value the system sets (Apple's
    /// documentation of `EnvironmentValues.accessibilityReduceMotion`); the engine's phone has
    /// every such setting off.
    @Test func aViewReadsTheReadersSettingsAllOff() throws {
      let host = ViewHost(Pulse())
      #expect(host.snapshotHTML().contains(">pulsing<"))
      #expect(host.snapshotHTML().contains(">silent<"))
      #expect(host.snapshotHTML().contains(">unassisted<"))
    }
  }
}
