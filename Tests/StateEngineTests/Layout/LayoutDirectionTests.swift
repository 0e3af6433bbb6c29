import Testing

@testable import EngineHost
@testable import StateEngine

private struct DirectionReadout: View {
  @Environment(\.layoutDirection) private var direction

  var body: some View { Text(direction == .rightToLeft ? "RTL" : "LTR") }
}

private struct Mirrored: View {
  var body: some View {
    VStack {
      DirectionReadout()
      DirectionReadout().environment(\.layoutDirection, .rightToLeft)
    }
  }
}

extension Engine {
  /// The environment's `layoutDirection` is left to right unless a view sets it (Apple's
  /// documentation of `EnvironmentValues.layoutDirection`); the engine's snapshots stay left to
  /// right, the value is for the views that read it.
  @Suite struct LayoutDirections {
    @Test func theDirectionIsAnEnvironmentValue() {
      #expect(
        ViewHost(Mirrored()).snapshotHTML()
          == "<div class=\"ui-vstack\"><p class=\"ui-text\">LTR</p><p class=\"ui-text\">RTL</p></div>"
      )
    }
  }
}
