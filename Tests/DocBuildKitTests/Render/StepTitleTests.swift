import EngineInterface
import Testing

@testable import DocBuildKit

/// A run's steps named in the page's language: the verbs translated, the labels as written.
struct StepTitleTests {
  private static let actions: [UserAction] = [
    .tap("Add one", in: nil), .tap("+", in: "Counter", index: 2), .toggle("Wi-Fi", in: nil),
    .type("milk", into: "Item", in: "Form"), .open("Details", in: nil), .back, .dismiss,
    .wait(seconds: 0.3), .pick("Mint", in: "Flavor"), .drag("Volume", to: 0.8),
    .swipeToDelete("Banana"), .scroll(to: "Row 40"), .doubleTap("Photo", in: nil),
    .longPress("Photo", in: nil), .dragView("Card", by: DragOffset(x: 120, y: 0), in: nil),
    .focus("Email", in: nil), .submit("Email", in: nil), .refresh,
    .pinch("Photo", by: 2, in: nil), .rotate("Dial", by: -45, in: "Clock", index: 2),
  ]

  /// English pages show the scenario line the note wrote, for every kind of step.
  @Test func englishTitlesAreTheScenarioLines() {
    for action in Self.actions {
      #expect(StepTitle.text(action, in: .en) == action.scenarioLine)
    }
  }

  @Test func koreanAndChineseTitlesTranslateTheVerbsAndKeepTheLabels() {
    #expect(StepTitle.text(.tap("Add one", in: nil), in: .ko) == "\"Add one\" 탭")
    #expect(StepTitle.text(.tap("Add one", in: nil), in: .zh) == "点按 \"Add one\"")
    #expect(StepTitle.text(.tap("+", in: "Counter", index: 2), in: .ko) == "Counter의 \"+\" #2 탭")
    #expect(
      StepTitle.text(.type("milk", into: "Item", in: nil), in: .zh) == "在 \"Item\" 中输入 \"milk\"")
    #expect(StepTitle.text(.dismiss, in: .ko) == "닫기")
    #expect(StepTitle.text(.back, in: .zh) == "返回")
    #expect(StepTitle.text(.wait(seconds: 2), in: .ko) == "2s 기다리기")
    #expect(StepTitle.text(.pinch("사진", by: 1.5, in: nil), in: .ko) == "\"사진\" 핀치 (1.5배)")
    #expect(StepTitle.text(.rotate("表盘", by: 90, in: nil), in: .zh) == "旋转 \"表盘\"（90 度）")
    for action in Self.actions {
      for language in [Language.ko, .zh] {
        let title = StepTitle.text(action, in: language)
        #expect(title != action.scenarioLine, "\(language): \(title)")
        #expect(!title.contains("{"), "\(language): \(title)")
      }
    }
  }

  /// A label holding a placeholder's spelling is kept as written.
  @Test func aLabelIsNeverReadAsAPlaceholder() {
    #expect(StepTitle.text(.pick("{1}", in: "Menu"), in: .en) == "pick \"{1}\" in \"Menu\"")
  }
}
