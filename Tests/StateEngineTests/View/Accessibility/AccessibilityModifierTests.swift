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

private struct Bars: View {
  let values = [3.0, 5.0]

  var body: some View {
    HStack {
      ForEach(values, id: \.self) { value in
        Capsule()
          .frame(height: CGFloat(value) * 10)
          .accessibility(label: Text("Bar"))
          .accessibility(value: Text("\(Int(value))"))
          .accessibility(hint: Text("A day's total"))
          .accessibility(addTraits: .isImage)
          .accessibility(sortPriority: value)
      }
      Text("Two bars").accessibility(hidden: false).accessibility(identifier: "caption")
    }
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

    /// Apple's documentation marks the iOS 13 forms (`accessibility(label:)`, `accessibility(value:)`
    /// and the others) deprecated since iOS 14 in favour of `accessibilityLabel(_:)` and its
    /// siblings; they still compile, and they too leave the page as it was.
    @Test func theLabelledFormsOfIOS13DescribeAsTheirSuccessors() {
      let html = ViewHost(Bars()).snapshotHTML()
      #expect(html.contains(">Two bars<"))
      #expect(!html.contains("A day's total") && !html.contains(">Bar<"))
    }
  }
}
