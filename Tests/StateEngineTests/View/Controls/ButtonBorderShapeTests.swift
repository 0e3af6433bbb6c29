import Testing

@testable import EngineHost
@testable import StateEngine

private struct Bordered: View {
  @State private var count = 0

  var body: some View {
    Button("Add \(count)") { count += 1 }
      .buttonStyle(.bordered)
      .buttonBorderShape(.capsule)
      .buttonBorderShape(.roundedRectangle(radius: 8))
  }
}

extension Engine {
  /// `buttonBorderShape(_:)` "sets the border shape for buttons in this view" (Apple's
  /// documentation): recorded by name; the button works as before.
  @Suite struct ButtonBorderShapes {
    @Test func aShapedButtonWorks() throws {
      let host = ViewHost(Bordered())
      try host.tap("Add 0")
      #expect(host.snapshotHTML().contains(">Add 1<"))
    }
  }
}
