import Testing

@testable import EngineHost
@testable import StateEngine

private struct Reveal: View {
  @State private var shown = false
  @Namespace private var space

  var body: some View {
    VStack {
      if shown {
        Text("Details")
          .transition(
            .asymmetric(insertion: .move(edge: .bottom), removal: .opacity).combined(with: .scale)
          )
          .matchedGeometryEffect(id: "card", in: space)
      }
      Button("Toggle") {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.6).delay(0.1)) { shown.toggle() }
      }
    }
    .animation(.easeInOut(duration: 0.2).repeatCount(2))
  }
}

private struct NamespaceReader: View {
  @Namespace private var space
  @State private var count = 0

  var body: some View {
    Button("Count \(count)") {
      count += 1
      print(space)
    }
  }
}

extension Engine {
  /// Transitions and animations are visual only: the inserted view is on the screen as soon as the
  /// step's update is done, the removed one gone (Apple's documentation of `transition(_:)`:
  /// "the transition applies when the view is inserted or removed"; the engine shows the end state).
  @Suite struct Transitions {
    @Test func aViewWithATransitionAppearsAndLeavesWithinTheStep() throws {
      let host = ViewHost(Reveal())
      #expect(!host.reports[0].snapshot.contains("Details"))
      try host.tap("Toggle")
      #expect(host.reports[1].snapshot.contains("<p class=\"ui-text\">Details</p>"))
      try host.tap("Toggle")
      #expect(!host.reports[2].snapshot.contains("Details"))
    }

    /// A `@Namespace` keeps its identifier for the life of its view, as `@State` keeps its value
    /// (Apple's documentation of `Namespace`: "a dynamic property type that allows access to a
    /// namespace defined by the persistent identity of the object containing the property").
    @Test func aNamespaceKeepsItsIdentifierAcrossBodyRuns() throws {
      let host = ViewHost(NamespaceReader())
      try host.tap("Count 0")
      try host.tap("Count 1")
      let printed = host.reports.flatMap(\.console)
      #expect(printed.count == 2)
      #expect(printed.first == printed.last)
    }
  }
}
