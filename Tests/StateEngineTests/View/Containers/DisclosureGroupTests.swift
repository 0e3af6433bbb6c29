import Testing

@testable import EngineHost
@testable import StateEngine

private struct Details: View {
  var body: some View {
    Text("Details shown").onAppear { print("details appear") }
  }
}

private struct Expandable: View {
  var body: some View {
    DisclosureGroup("More") {
      Details()
    }
  }
}

private struct BoundExpandable: View {
  @State private var isOpen = false

  var body: some View {
    VStack {
      Text(isOpen ? "open" : "closed")
      DisclosureGroup(isExpanded: $isOpen) {
        Text("Inside")
      } label: {
        Label("Options", systemImage: "gear")
      }
    }
  }
}

extension Engine {
  @Suite struct DisclosureGroups {
    /// "A disclosure group view consists of a label to identify the contents, and a control to
    /// show and hide the contents" (Apple's documentation of `DisclosureGroup`); collapsed, its
    /// content is not built, so it appears when the group expands.
    @Test func tappingTheLabelExpandsAndCollapsesIt() throws {
      let host = ViewHost(Expandable())
      #expect(
        host.snapshotHTML()
          == "<details class=\"ui-disclosure\"><summary>More</summary></details>"
      )
      try host.tap("More")
      #expect(host.reports[1].console == ["details appear"])
      #expect(
        host.snapshotHTML()
          == "<details class=\"ui-disclosure\" open><summary>More</summary>"
          + "<p class=\"ui-text\">Details shown</p></details>")
      try host.tap("More")
      #expect(!host.snapshotHTML().contains("Details shown"))
    }

    /// `DisclosureGroup(isExpanded:content:label:)`: the binding holds the state both ways.
    @Test func anIsExpandedBindingIsWrittenByTheTap() throws {
      let host = ViewHost(BoundExpandable())
      try host.tap("Options")
      #expect(host.snapshotHTML().contains("open</p>"))
      #expect(host.snapshotHTML().contains("Inside"))
    }
  }
}
