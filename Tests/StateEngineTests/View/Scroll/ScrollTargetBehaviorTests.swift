import Testing

@testable import EngineHost
@testable import StateEngine

private struct Pages: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack {
        ForEach(1..<4) { page in Text("Page \(page)") }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.paging)
    .scrollIndicators(.hidden)
  }
}

private struct Cards: View {
  var body: some View {
    ScrollView {
      VStack { Text("Card") }.scrollTargetLayout(isEnabled: true)
    }
    .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
    .scrollIndicators(.never, axes: .vertical)
  }
}

extension Engine {
  /// `scrollTargetBehavior(_:)` "sets the scroll behavior of views scrollable in the provided
  /// axes", `.paging` or `.viewAligned` on the views of a `scrollTargetLayout()`, and
  /// `scrollIndicators(_:axes:)` "sets the visibility of scroll indicators" (Apple's
  /// documentation): where a swipe settles and how the bars look, neither of which a page shows.
  /// The engine accepts them and draws the rows as without them.
  @Suite struct ScrollTargetBehaviors {
    @Test func theRowsDrawAsWithoutThem() {
      let pages = ViewHost(Pages()).snapshotHTML()
      #expect(["Page 1", "Page 2", "Page 3"].allSatisfy { pages.contains(">\($0)<") })
      #expect(ViewHost(Cards()).snapshotHTML().contains("<p class=\"ui-text\">Card</p>"))
    }
  }
}
