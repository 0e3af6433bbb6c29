import EngineInterface
import Testing

@testable import DocBuildKit

extension CheckTests {
  /// An action the explorer took is written back as the scenario line that does it again (in a
  /// log's verdict and by `--suggest`), and that line parses back to the same action.
  @Suite struct ExploredActionScenarioLineTests {
    @Test(arguments: [
      (ExploredAction(kind: "button", label: "+1", occurrence: 2), #"tap "+1" #2"#),
      (
        ExploredAction(kind: "text field", label: "이름", occurrence: 1, text: "민수"),
        #"type "민수" into "이름""#
      ),
      (ExploredAction(kind: ExploredAction.focus, label: "邮箱", occurrence: 1), #"focus "邮箱""#),
      (
        ExploredAction(kind: ExploredAction.submit, label: "Email", occurrence: 1),
        #"submit "Email""#
      ),
      (
        ExploredAction(kind: "double-tappable view", label: "Photo", occurrence: 1),
        #"double tap "Photo""#
      ),
      (
        ExploredAction(kind: "long-pressable view", label: "Card", occurrence: 3),
        #"long press "Card" #3"#
      ),
      (
        ExploredAction(kind: "draggable view", label: "Card", occurrence: 1, text: "120, -4.5"),
        #"drag "Card" by 120, -4.5"#
      ),
      (
        ExploredAction(kind: "pinchable view", label: "사진", occurrence: 1, text: "2"),
        #"pinch "사진" by 2"#
      ),
      (
        ExploredAction(kind: "rotatable view", label: "Dial", occurrence: 2, text: "-22.5"),
        #"rotate "Dial" #2 by -22.5"#
      ),
      (ExploredAction(kind: ExploredAction.refresh, label: "", occurrence: 1), "refresh"),
      (
        ExploredAction(kind: ExploredAction.wait, label: "", occurrence: 1, text: "300ms"),
        "wait 300ms"
      ),
      (ExploredAction(kind: ExploredAction.dismiss, label: "", occurrence: 1), "dismiss"),
      (
        ExploredAction(kind: ExploredAction.swipeToDelete, label: "우유", occurrence: 1),
        #"swipe to delete "우유""#
      ),
      (
        ExploredAction(kind: ExploredAction.scroll, label: "第 40 行", occurrence: 1),
        #"scroll to "第 40 行""#
      ),
      (ExploredAction(kind: "back", label: "", occurrence: 1), "back"),
    ])
    func eachKindIsWrittenAsTheStepThatDoesItAgain(action: ExploredAction, line: String) throws {
      #expect(action.scenarioLine == line)
      let parsed = try ScenarioStep.parse(line).get()
      #expect(parsed == action.userAction)
    }
  }
}
