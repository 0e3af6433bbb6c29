import Testing

@testable import EngineHost
@testable import StateEngine

private struct GrowingRange: View {
  @State private var names = ["a", "b"]

  var body: some View {
    VStack {
      Button("Add") { names.append("c") }
      ForEach(0..<names.count) { index in
        Text("Row \(index) of \(names.count)")
      }
    }
  }
}

private struct GrowingIdentifiedRange: View {
  @State private var count = 2

  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      ForEach(0..<count, id: \.self) { Text("Row \($0)") }
    }
  }
}

extension Engine {
  @Suite struct ForEachRanges {
    /// "The instance only reads the initial value of the provided data and doesn't need to
    /// identify views across updates. To compute views on demand over a dynamic range, use
    /// `ForEach/init(_:id:content:)`" (Apple's documentation of `ForEach(_:content:)`); SwiftUI
    /// logs that the count changed.
    @Test func aRangeWithoutAnIDKeepsItsFirstCountAndWarns() throws {
      let host = ViewHost(GrowingRange())
      try host.tap("Add")
      let html = host.snapshotHTML()
      #expect(html.contains("Row 1 of 3") && !html.contains("Row 2"))
      #expect(
        host.reports[1].console == [
          "ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
        ])
    }

    @Test func aRangeWithAnIDFollowsItsData() throws {
      let host = ViewHost(GrowingIdentifiedRange())
      try host.tap("Add")
      #expect(host.snapshotHTML().contains("Row 2"))
      #expect(host.reports[1].console.isEmpty)
    }
  }
}
