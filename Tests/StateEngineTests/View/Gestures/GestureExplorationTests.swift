import EngineInterface
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Board: View {
  enum Field: Hashable { case title }
  @State private var title = ""
  @State private var taps = 0
  @State private var moved = 0
  @State private var refreshed = false
  @FocusState private var focus: Field?

  var body: some View {
    List {
      TextField("Title", text: $title)
        .focused($focus, equals: .title)
        .onSubmit { print("saved \(title)") }
      Text("Tile \(taps)").onTapGesture { taps += 1 }
      Text("Card").gesture(DragGesture().onEnded { moved += Int($0.translation.width) })
      Text("moved \(moved), refreshed \(refreshed)")
    }
    .refreshable { refreshed = true }
  }
}

extension Engine {
  /// What a reader can do to a screen beyond its controls: the explorer tries views' taps, the
  /// scenario's drags, focusing and submitting fields with `.focused` and `onSubmit`, and refreshing.
  /// Gestures as Apple's documentation of `onTapGesture(count:perform:)` and `DragGesture` describe
  /// them; focus as `focused(_:equals:)`; refreshing as `refreshable(action:)`.
  @Suite struct GestureExplorationTests {
    @Test func theExplorerTriesGesturesFocusSubmissionAndRefresh() {
      let report = Explorer(
        makeHost: { ViewHost(Board()) },
        scenario: [.dragView("Card", by: DragOffset(x: 30, y: 0), in: nil)],
        budget: .init(states: 64, depth: 1, transitions: 64)
      ).explore()
      let kinds = Set(report.edges.map { "\($0.action.kind) \($0.action.label)" })
      #expect(kinds.contains("draggable view Card"))
      #expect(kinds.contains("tappable view Tile 0"))
      #expect(kinds.contains("focus Title"))
      #expect(kinds.contains("submit Title"))
      #expect(kinds.contains("refresh "))
      let drag = report.edges.first { $0.action.kind == "draggable view" }
      #expect(drag?.action.text == "30, 0")
      #expect(drag.map { report.states[$0.to].contains("moved 30") } == true)
      let submit = report.edges.first { $0.action.kind == "submit" }
      #expect(submit?.console == ["saved "])
      let focus = report.edges.first { $0.action.kind == "focus" }
      #expect(focus.map { report.states[$0.to].contains("ui-focused") } == true)
      let refresh = report.edges.first { $0.action.kind == "refresh" }
      #expect(refresh.map { report.states[$0.to].contains("refreshed true") } == true)
    }
  }
}
