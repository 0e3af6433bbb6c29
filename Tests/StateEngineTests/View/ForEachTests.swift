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

private struct RepeatedTags: View {
  @State private var tags = ["a", "b", "a"]

  var body: some View {
    VStack {
      Button("Repeat b") { tags += ["b", "b"] }
      ForEach(tags, id: \.self) { Text("Tag \($0)") }
    }
  }
}

extension Engine {
  @Suite struct ForEachRanges {
    /// `ForEach(_:id:content:)`: "It's important that the id of a data element doesn't change …"
    /// and ids must be unique (Apple's documentation of `ForEach`); SwiftUI logs "ForEach<…>: the
    /// ID … occurs multiple times within the collection, this will give undefined results!" once
    /// per repeated id whenever the rows are built.
    @Test func repeatedIDsWarnAsSwiftUIDoes() throws {
      let host = ViewHost(RepeatedTags())
      let warning = { (id: String) in
        "ForEach<Array<String>, String, Text>: the ID \(id) occurs multiple times within the collection, this will give undefined results!"
      }
      #expect(host.reports[0].console == [warning("a")])
      try host.tap("Repeat b")
      #expect(host.reports[1].console == [warning("a"), warning("b")])
    }

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
