import Testing

@testable import EngineHost
@testable import StateEngine

private struct Photo: View {
  @State private var likes = 0
  @State private var isZoomed = false
  @State private var menu = false

  var body: some View {
    VStack {
      Text("Sunset")
        .onTapGesture(count: 2) { likes += 1 }
        .onTapGesture { isZoomed.toggle() }
      Rectangle()
        .onLongPressGesture(minimumDuration: 1) {
          menu = true
        } onPressingChanged: { pressing in
          print("pressing \(pressing)")
        }
      Circle().gesture(TapGesture().onEnded { print("circle") })
      Capsule().onLongPressGesture { print("capsule") }
      Text("\(likes) likes, \(isZoomed ? "zoomed" : "fit"), menu \(menu)")
    }
  }
}

extension Engine {
  /// `onTapGesture(count:perform:)`, `TapGesture`, `onLongPressGesture`: "perform: the action to
  /// perform when a long press is recognized"; "onPressingChanged: a closure to run when the
  /// pressing state of the gesture changes" (Apple's documentation of
  /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`).
  @Suite struct TapGestureTests {
    @Test func tapsDoubleTapsAndLongPressesRunTheirGesturesActions() throws {
      let host = ViewHost(Photo())
      try host.tap("Sunset")
      #expect(host.snapshotHTML().contains("0 likes, zoomed, menu false"))
      try host.doubleTap("Sunset")
      #expect(host.reports.last?.step == "double tap \"Sunset\"")
      #expect(host.snapshotHTML().contains("1 likes, zoomed, menu false"))
      try host.longPress("Rectangle")
      #expect(host.reports.last?.console == ["pressing true", "pressing false"])
      #expect(host.snapshotHTML().contains("1 likes, zoomed, menu true"))
      try host.tap("Circle")
      #expect(host.reports.last?.console == ["circle"])
      try host.longPress("Capsule")
      #expect(host.reports.last?.console == ["capsule"])
    }

    @Test func viewsWithGesturesAreMarkedWithWhatTheyTake() {
      let html = ViewHost(Photo()).snapshotHTML()
      #expect(
        html.contains(
          "<div class=\"ui-gesture\" data-gesture=\"tappable view\" data-label=\"Sunset\">"))
      #expect(html.contains("data-gesture=\"double-tappable view\" data-label=\"Sunset\""))
      #expect(html.contains("data-gesture=\"long-pressable view\" data-label=\"Rectangle\""))
    }

    @Test func aViewWithoutTheGestureIsNotTapped() throws {
      let host = ViewHost(Photo())
      let error = try #require(throws: HostError.self) { try host.longPress("Sunset") }
      #expect(error.message == "No long-pressable view labelled \"Sunset\"")
      #expect(error.available.contains("long-pressable view \"Rectangle\" in Photo"))
    }
  }
}
