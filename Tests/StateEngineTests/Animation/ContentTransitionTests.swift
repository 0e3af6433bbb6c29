import Testing

@testable import EngineHost
@testable import StateEngine

private struct Score: View {
  @State private var points = 0

  var body: some View {
    VStack {
      Text("\(points)").contentTransition(.numericText(value: Double(points)))
      Text("Label").contentTransition(.opacity)
      Button("Score") { withAnimation { points += 10 } }
    }
  }
}

extension Engine {
  /// `contentTransition(_:)` "modifies the view to use a given transition as its method of
  /// animating changes to the contents of its views", such as `.numericText()` (Apple's
  /// documentation). Animations are visual only and complete within the step: the new content
  /// shows at once.
  @Suite struct ContentTransitions {
    @Test func theNewContentShowsWithinTheStep() throws {
      let host = ViewHost(Score())
      try host.tap("Score")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">10</p>"))
    }
  }
}
