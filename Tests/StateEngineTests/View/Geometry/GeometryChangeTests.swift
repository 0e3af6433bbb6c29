import Testing

@testable import EngineHost
@testable import StateEngine

/// `onGeometryChange(for:of:action:)`: "the action closure runs when the transformed value changes"
/// (Apple's documentation), and once with the first value.
private struct WidthWatcher: View {
  @State private var wide = false
  @State private var width: CGFloat = 0

  var body: some View {
    VStack {
      Button("Widen") { wide = true }
      Text("width \(width)")
      Color.red
        .frame(width: wide ? 300 : 120, height: 10)
        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
          print("width \(old) → \(new)")
          width = new
        }
    }
  }
}

extension Engine {
  @Suite struct GeometryChanges {
    @Test func theActionRunsWithTheFirstValueThenOnEachChange() throws {
      let host = ViewHost(WidthWatcher())
      #expect(host.reports[0].console == ["width 120.0 → 120.0"])
      #expect(host.snapshotHTML().contains("width 120.0"))
      try host.tap("Widen")
      #expect(host.reports[1].console == ["width 120.0 → 300.0"])
      #expect(host.snapshotHTML().contains("width 300.0"))
    }
  }
}
