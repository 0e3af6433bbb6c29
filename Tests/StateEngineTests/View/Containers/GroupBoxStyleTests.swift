import Testing

@testable import EngineHost
@testable import StateEngine

/// A style that puts the label under the content.
private struct CaptionBelowStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.content
      configuration.label
    }
  }
}

private struct Stats: View {
  var body: some View {
    VStack {
      GroupBox("Steps") { Text("8 000") }.groupBoxStyle(CaptionBelowStyle())
      GroupBox("Sleep") { Text("7 h") }.groupBoxStyle(.automatic)
    }
  }
}

extension Engine {
  /// A `GroupBoxStyle`'s `makeBody(configuration:)` draws a group box from `configuration.label`
  /// and `configuration.content` (Apple's documentation of `GroupBoxStyle`).
  @Suite struct GroupBoxStyles {
    @Test func aStyleSetOnAGroupBoxDrawsIt() {
      let html = ViewHost(Stats()).snapshotHTML()
      #expect(
        html.hasPrefix(
          "<div class=\"ui-vstack\"><div class=\"ui-vstack\"><p class=\"ui-text\">8 000</p>"
            + "<p class=\"ui-text\">Steps</p></div>"))
      #expect(html.contains("ui-groupbox") && html.contains(">Sleep<"))
    }
  }
}
