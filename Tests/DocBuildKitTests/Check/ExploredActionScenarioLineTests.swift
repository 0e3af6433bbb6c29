import EngineInterface
import Testing

@testable import DocBuildKit

/// An explored action written as a scenario line (how log verdicts and `--suggest` name the
/// actions that reproduce a log) reads back, through the scenario parser, as the action the
/// explorer took.
@Suite struct ExploredActionScenarioLineTests {
  private func parsed(_ action: ExploredAction) throws -> UserAction? {
    try ScenarioStep.parse(action.scenarioLine).get()
  }

  @Test func actionsWithoutAControlReadBackAsTheirScenarioSteps() throws {
    let wait = ExploredAction(kind: ExploredAction.wait, label: "", occurrence: 1, text: "300ms")
    #expect(wait.scenarioLine == "wait 300ms")
    #expect(try parsed(wait) == .wait(seconds: 0.3))
    let dismiss = ExploredAction(kind: ExploredAction.dismiss, label: "", occurrence: 1)
    #expect(try parsed(dismiss) == .dismiss)
    let swipe = ExploredAction(kind: ExploredAction.swipeToDelete, label: "우유", occurrence: 1)
    #expect(swipe.scenarioLine == "swipe to delete \"우유\"")
    #expect(try parsed(swipe) == .swipeToDelete("우유"))
    let scroll = ExploredAction(kind: ExploredAction.scroll, label: "第 40 行", occurrence: 1)
    #expect(try parsed(scroll) == .scroll(to: "第 40 行"))
  }

  @Test func gesturesFocusSubmitAndRefreshReadBackAsTheirScenarioSteps() throws {
    let doubleTap = ExploredAction(kind: "double-tappable view", label: "Photo", occurrence: 2)
    #expect(try parsed(doubleTap) == .doubleTap("Photo", in: nil, index: 2))
    let longPress = ExploredAction(kind: "long-pressable view", label: "Photo", occurrence: 1)
    #expect(try parsed(longPress) == .longPress("Photo", in: nil, index: nil))
    let drag = ExploredAction(kind: "draggable view", label: "Card", occurrence: 1, text: "120, 0")
    #expect(drag.scenarioLine == "drag \"Card\" by 120, 0")
    #expect(
      try parsed(drag) == .dragView("Card", by: DragOffset(x: 120, y: 0), in: nil, index: nil))
    let focus = ExploredAction(kind: ExploredAction.focus, label: "Email", occurrence: 1)
    #expect(try parsed(focus) == .focus("Email", in: nil, index: nil))
    let submit = ExploredAction(kind: ExploredAction.submit, label: "Email", occurrence: 1)
    #expect(try parsed(submit) == .submit("Email", in: nil, index: nil))
    let refresh = ExploredAction(kind: ExploredAction.refresh, label: "", occurrence: 1)
    #expect(try parsed(refresh) == .refresh)
  }
}
