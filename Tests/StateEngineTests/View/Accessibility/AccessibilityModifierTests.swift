import Testing

@testable import EngineHost
@testable import StateEngine

private struct Rating: View {
  @State private var stars = 3

  var body: some View {
    HStack {
      Text("Rating")
      Button("More") { stars += 1 }
        .accessibilityLabel("Add a star")
        .accessibilityHint(Text("Raises the rating"))
        .accessibilityAddTraits(.isButton)
        .accessibilityIdentifier("more")
      Text("\(stars) stars").accessibilityValue("\(stars)")
    }
    .accessibilityElement(children: .combine)
    .accessibilityHidden(false)
    .accessibilityAction(named: "Reset") { stars = 0 }
  }
}

extension Engine {
  /// The accessibility modifiers describe a view to assistive technologies ("Adds a label to the
  /// view that describes its contents", Apple's documentation of `accessibilityLabel(_:)`;
  /// `accessibilityElement(children:)` "creates a new accessibility element, or modifies the
  /// `AccessibilityChildBehavior` of the existing accessibility element"). They change nothing
  /// a page shows: the button keeps its title and still works.
  @Suite struct AccessibilityModifiers {
    @Test func describedViewsShowAndWorkAsBefore() throws {
      let host = ViewHost(Rating())
      try host.tap("More")
      let html = host.snapshotHTML()
      #expect(html.contains(">4 stars<"))
      #expect(!html.contains("Add a star") && !html.contains("Raises the rating"))
    }
  }
}
