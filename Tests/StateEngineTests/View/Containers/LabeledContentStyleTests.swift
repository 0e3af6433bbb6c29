import Testing

@testable import EngineHost
@testable import StateEngine

/// A style of the note's own, as Apple's documentation of `LabeledContentStyle` shows one: the
/// label above the content.
private struct StackedLabeledContentStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      Text("—")
      configuration.content
    }
  }
}

/// A style that marks the row and then draws it as the styles outside it do.
private struct StarredLabeledContentStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("*")
      LabeledContent(configuration)
    }
  }
}

private struct MemberCard: View {
  var body: some View {
    Form {
      LabeledContent("Name", value: "Ada").labeledContentStyle(StackedLabeledContentStyle())
      LabeledContent("Role", value: "Engineer").labeledContentStyle(StarredLabeledContentStyle())
      LabeledContent("Team", value: "Core").labeledContentStyle(.automatic)
    }
  }
}

extension Engine {
  @Suite struct LabeledContentStyles {
    /// `makeBody(configuration:)` draws a row from `configuration.label` and
    /// `configuration.content`; `LabeledContent(_ configuration:)` draws it as the system does
    /// (Apple's documentation of `LabeledContentStyle` and `LabeledContentStyleConfiguration`).
    @Test func aCustomStyleDrawsTheRowsLabelAndContent() {
      let html = ViewHost(MemberCard()).snapshotHTML()
      #expect(html.contains(">—<"))
      #expect(html.contains(">Ada<"))
      #expect(html.components(separatedBy: ">*<").count == 2)
      #expect(html.contains(">Engineer<"))
      #expect(html.contains(">Core<"))
    }
  }
}
