import Testing

@testable import EngineHost
@testable import StateEngine

private struct StyledLabels: View {
  var body: some View {
    VStack {
      Label("Both", systemImage: "star")
      Label("Icon", systemImage: "bolt").labelStyle(.iconOnly)
      Label("Title", systemImage: "leaf").labelStyle(.titleOnly)
      Label {
        Text("Custom")
      } icon: {
        Image(systemName: "flag")
      }
      .labelStyle(.titleAndIcon)
    }
  }
}

extension Engine {
  @Suite struct LabelStyles {
    /// `iconOnly` "displays only the label's icon", `titleOnly` "only the label's title",
    /// `titleAndIcon` both (Apple's documentation of `LabelStyle`).
    @Test func aStyleChoosesTheLabelsParts() {
      #expect(
        ViewHost(StyledLabels()).snapshotHTML()
          == "<div class=\"ui-vstack\">"
          + "<div class=\"ui-label\"><span class=\"ui-image\" data-symbol=\"star\"></span><p class=\"ui-text\">Both</p></div>"
          + "<div class=\"ui-label\"><span class=\"ui-image\" data-symbol=\"bolt\"></span></div>"
          + "<div class=\"ui-label\"><p class=\"ui-text\">Title</p></div>"
          + "<div class=\"ui-label\"><span class=\"ui-image\" data-symbol=\"flag\"></span><p class=\"ui-text\">Custom</p></div>"
          + "</div>")
    }
  }
}
