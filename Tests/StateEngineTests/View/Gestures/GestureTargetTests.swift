import EngineInterface
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Checklist: View {
  @State private var done = false
  @State private var starred = false

  var body: some View {
    VStack {
      HStack {
        Text("Milk")
        Image(systemName: done ? "checkmark.square" : "square")
      }
      .onTapGesture { done.toggle() }
      Image(systemName: "bolt").onLongPressGesture { print("bolt") }
      VStack {
        Text("Eggs")
        Text("Star").onTapGesture { starred.toggle() }
      }
      .onTapGesture { print("card") }
      Text("\(done ? "done" : "open"), \(starred ? "starred" : "plain")")
    }
  }
}

/// A swatch that is only a gradient, moved by dragging it.
private struct Swatch: View {
  @State private var shift = 0.0

  var body: some View {
    VStack {
      LinearGradient(colors: [.mint, .indigo], startPoint: .leading, endPoint: .trailing)
        .frame(width: 80, height: 40)
        .gesture(DragGesture().onEnded { shift += $0.translation.width })
      Text("shifted \(Int(shift))")
    }
  }
}

extension Engine {
  /// A touch lands on the text or image under the finger, and the gesture of the view around it
  /// runs: a view with `onTapGesture` is "the view that recognizes the gesture" for any content
  /// inside its shape (Apple's documentation of `onTapGesture(count:perform:)` and
  /// `contentShape(_:eoFill:)`). An image's accessibility label comes from its name (Apple's
  /// documentation of `Image(systemName:)` and `Image(_:bundle:)`), and a view showing only images
  /// can be named `Image`, its type.
  @Suite struct GestureTargetTests {
    @Test func aTextInsideAViewWithAGestureFindsThatView() throws {
      let host = ViewHost(Checklist())
      try host.tap("Milk")
      #expect(host.snapshotHTML().contains(">done, plain<"))
      try host.tap("checkmark.square")
      #expect(host.snapshotHTML().contains(">open, plain<"))
      try host.tap("Milk square")
      #expect(host.snapshotHTML().contains(">done, plain<"))
    }

    @Test func anImageIsFoundByItsNameOrAsAnImage() throws {
      let host = ViewHost(Checklist())
      try host.longPress("bolt")
      #expect(host.reports.last?.console == ["bolt"])
      try host.longPress("Image")
      #expect(host.reports.last?.console == ["bolt"])
      #expect(host.reports.last?.step == "long press \"Image\"")
    }

    @Test func theInnermostGestureTakesTheTouch() throws {
      let host = ViewHost(Checklist())
      try host.tap("Star")
      #expect(host.reports.last?.console == [])
      #expect(host.snapshotHTML().contains(">open, starred<"))
      try host.tap("Eggs")
      #expect(host.reports.last?.console == ["card"])
    }

    /// A view that shows no text is named by what it shows, here a gradient by its type, as a
    /// shape is by its name.
    @Test func aGradientWithAGestureIsNamedByItsType() throws {
      let host = ViewHost(Swatch())
      try host.drag("LinearGradient", by: DragOffset(x: 30, y: 0))
      #expect(host.snapshotHTML().contains(">shifted 30<"))
    }

    @Test func aNameNoViewShowsIsStillAnError() throws {
      let host = ViewHost(Checklist())
      let error = try #require(throws: HostError.self) { try host.tap("Bread") }
      #expect(error.message == "No button labelled \"Bread\"")
      #expect(error.available.contains("tappable view \"Milk square\" in Checklist"))
    }
  }
}
