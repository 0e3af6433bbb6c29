import Testing

@testable import EngineHost
@testable import StateEngine

/// A style that puts the group's label under its controls, in a box of its own.
private struct LabelBelowStyle: ControlGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      HStack { configuration.content }
      configuration.label
    }
  }
}

private struct Zoom: View {
  @State private var level = 1

  var body: some View {
    VStack {
      Text("Level \(level)")
      ControlGroup {
        Button("In") { level += 1 }
        Button("Out") { level -= 1 }
      } label: {
        Text("Zoom")
      }
      .controlGroupStyle(LabelBelowStyle())
      ControlGroup("Plain") { Button("Reset") { level = 1 } }.controlGroupStyle(.navigation)
    }
  }
}

extension Engine {
  /// A `ControlGroupStyle` "creates a view representing the body of a control group" from its
  /// configuration's `content` and `label` (Apple's documentation of `ControlGroupStyle` and
  /// `ControlGroupStyleConfiguration`); `controlGroupStyle(_:)` sets it for the groups inside.
  @Suite struct ControlGroupStyles {
    @Test func aCustomStyleDrawsTheGroupsControlsAndLabel() throws {
      let host = ViewHost(Zoom())
      let html = host.snapshotHTML()
      #expect(
        html.contains(
          "<div class=\"ui-vstack\"><div class=\"ui-hstack\"><button class=\"ui-button\">In</button>"
        ))
      #expect(html.contains("Out</button></div><p class=\"ui-text\">Zoom</p></div>"))
      try host.tap("In")
      #expect(host.snapshotHTML().contains(">Level 2<"))
    }

    @Test func aSystemStyleLeavesTheGroupAsTheEngineDrawsIt() {
      let html = ViewHost(Zoom()).snapshotHTML()
      #expect(html.contains("Reset") && html.contains("Plain"))
      #expect(!html.contains("<p class=\"ui-text\">Plain</p></div></div>"))
    }
  }
}
