import Testing

@testable import EngineHost
@testable import StateEngine

private struct Watched: View {
  @State private var count = 0
  @State private var other = 0

  var body: some View {
    VStack {
      Button("Count \(count)") { count += 1 }
      Button("Other \(other)") { other += 1 }
    }
    .onChange(of: count) { old, new in print("count \(old) → \(new)") }
    .onChange(of: other, initial: true) { print("other now \(other)") }
  }
}

extension Engine {
  @Suite struct Change {
    /// The action runs when the value differs from the previous update's, with both values; with
    /// `initial: true` also on appear (Apple's documentation of `onChange(of:initial:_:)`).
    @Test func onChangeRunsOnlyWhenItsValueChanges() throws {
      let host = ViewHost(Watched())
      #expect(host.reports[0].console == ["other now 0"])
      try host.tap("Other 0")
      #expect(host.reports[1].console == ["other now 1"])
      try host.tap("Count 0")
      #expect(host.reports[2].console == ["count 0 → 1"])
    }
  }
}
