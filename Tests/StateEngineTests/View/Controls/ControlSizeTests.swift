import Testing

@testable import EngineHost
@testable import StateEngine

private struct SizeReadout: View {
  @Environment(\.controlSize) private var size

  var body: some View { Text("Size \(String(describing: size))") }
}

private struct Toolbar: View {
  var body: some View {
    VStack {
      SizeReadout()
      SizeReadout().controlSize(.mini)
    }
  }
}

extension Engine {
  /// `controlSize(_:)` sets the environment's `controlSize`, `regular` unless set, for the views
  /// below (Apple's documentation of `ControlSize` and `EnvironmentValues.controlSize`).
  @Suite struct ControlSizes {
    @Test func theSizeReachesTheViewsBelow() {
      #expect(
        ViewHost(Toolbar()).snapshotHTML()
          == "<div class=\"ui-vstack\"><p class=\"ui-text\">Size regular</p>"
          + "<p class=\"ui-text\">Size mini</p></div>")
    }
  }
}
