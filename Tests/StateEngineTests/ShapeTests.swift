import Testing

@testable import EngineHost
@testable import StateEngine

private struct Badges: View {
  var body: some View {
    HStack {
      Circle().fill(.red).frame(width: 10, height: 10)
      RoundedRectangle(cornerRadius: 4).stroke(Color.blue, lineWidth: 2)
      Capsule()
      ProgressView("Loading", value: 0.5)
      Image(systemName: "star").imageScale(.large)
    }
  }
}

extension Engine {
  @Suite struct Shapes {
    /// Built-in shapes are named boxes; `fill` and `stroke` put their paint on a box around them.
    @Test func shapesAndProgressRenderAsNamedBoxes() {
      let host = ViewHost(Badges())
      #expect(
        host.snapshotHTML()
          == "<div class=\"ui-hstack\"><div class=\"ui-modified\" data-width=\"10\" data-height=\"10\">"
          + "<div class=\"ui-modified\" data-fill=\"red\"><div class=\"ui-shape ui-circle\"></div></div></div>"
          + "<div class=\"ui-modified\" data-stroke=\"blue\" data-line-width=\"2\">"
          + "<div class=\"ui-shape ui-roundedrectangle\"></div></div><div class=\"ui-shape ui-capsule\"></div>"
          + "<div class=\"ui-progress\"><p class=\"ui-text\">Loading</p><progress value=\"0.5\" max=\"1\"></progress></div>"
          + "<span class=\"ui-image\" data-symbol=\"star\"></span></div>")
    }
  }
}
