import EngineInterface
import Testing

@testable import DocBuildKit

extension CheckTests {
  @Suite struct ScenarioTests {
    func parse(_ code: String, fenceLine: Int = 20, column: Int = 1) -> (Scenario, [Diagnostic]) {
      Scenario.parse(
        fencedBlock(code, info: "scenario", fenceLine: fenceLine, column: column),
        path: "zh/state.md")
    }

    @Test func everyActionInEveryLanguage() {
      let (scenario, diagnostics) = parse(
        """
        // 先刷新一次
        tap "刷新"

        tap "+1" in CountViewObserved
        toggle "알림 활성화"
        toggle "Wi-Fi" in 설정뷰
        type "abc \\"quoted\\" \\\\ done" into "Username"
        type "서울" into "도시" in AddressForm
        open "@StateObject"
        open "Details" in ListView
        back
          dismiss   // closes the sheet
        wait 2s
        wait 300ms // the debounce
        wait 1.25s

        """)
      #expect(diagnostics.isEmpty)
      #expect(
        scenario.steps.map(\.action) == [
          .tap("刷新", in: nil), .tap("+1", in: "CountViewObserved"), .toggle("알림 활성화", in: nil),
          .toggle("Wi-Fi", in: "설정뷰"), .type(#"abc "quoted" \ done"#, into: "Username", in: nil),
          .type("서울", into: "도시", in: "AddressForm"), .open("@StateObject", in: nil),
          .open("Details", in: "ListView"),
          .back, .dismiss, .wait(seconds: 2), .wait(seconds: 0.3), .wait(seconds: 1.25),
        ])
      #expect(scenario.steps.map(\.line) == [22, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35])
      #expect(scenario.steps[10...].map(\.description) == ["wait 2s", "wait 300ms", "wait 1250ms"])
      #expect(scenario.steps[1].description == #"tap "+1" in CountViewObserved"#)
      #expect(scenario.steps[4].description == #"type "abc \"quoted\" \\ done" into "Username""#)
    }

    @Test func controlsOfRealScreens() {
      let (scenario, diagnostics) = parse(
        #"""
        tap "+" #2
        toggle "On" in ToggleView #3
        tap "OK" in alert
        tap "Line\nTwo \"quoted\" \u{1F600}\ttab"
        pick "Mint" in "Flavor"
        drag "Volume" to 0.8
        drag "音量" #2 to 0.5
        drag "Speed" in Mixer #1 to 75
        swipe to delete "Banana"
        scroll to "Row 40"
        type "Ada" into "Name" #1

        """#)
      #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
      #expect(
        scenario.steps.map(\.action) == [
          .tap("+", in: nil, index: 2), .toggle("On", in: "ToggleView", index: 3),
          .tap("OK", in: "alert"), .tap("Line\nTwo \"quoted\" 😀\ttab", in: nil),
          .pick("Mint", in: "Flavor"), .drag("Volume", to: 0.8), .drag("音量", to: 0.5, index: 2),
          .drag("Speed", to: 75, in: "Mixer", index: 1), .swipeToDelete("Banana"),
          .scroll(to: "Row 40"), .type("Ada", into: "Name", in: nil, index: 1),
        ])
      #expect(
        scenario.steps.map(\.description) == [
          #"tap "+" #2"#, #"toggle "On" in ToggleView #3"#, #"tap "OK" in alert"#,
          #"tap "Line\nTwo \"quoted\" 😀\ttab""#, #"pick "Mint" in "Flavor""#,
          #"drag "Volume" to 0.8"#, #"drag "音量" #2 to 0.5"#, #"drag "Speed" in Mixer #1 to 75.0"#,
          #"swipe to delete "Banana""#, #"scroll to "Row 40""#,
          #"type "Ada" into "Name" #1"#,
        ])
    }

    @Test func gesturesFocusSubmissionAndRefresh() {
      let (scenario, diagnostics) = parse(
        """
        tap "카드"
        double tap "照片" #2
        long press "Photo" in Gallery
        drag "Card" by 120, 0
        drag   "卡片" in CardView #2 by -40.5 ,  10
        focus "이메일"
        submit "Email" in SignIn
        refresh
        pinch "사진" by 2
        rotate "表盘" in Dial #2 by -45.5
        pinch "Photo" #3 by 0.5

        """)
      #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
      #expect(
        scenario.steps.map(\.action) == [
          .tap("카드", in: nil), .doubleTap("照片", in: nil, index: 2),
          .longPress("Photo", in: "Gallery"),
          .dragView("Card", by: DragOffset(x: 120, y: 0), in: nil),
          .dragView("卡片", by: DragOffset(x: -40.5, y: 10), in: "CardView", index: 2),
          .focus("이메일", in: nil), .submit("Email", in: "SignIn"), .refresh,
          .pinch("사진", by: 2, in: nil), .rotate("表盘", by: -45.5, in: "Dial", index: 2),
          .pinch("Photo", by: 0.5, in: nil, index: 3),
        ])
      #expect(
        scenario.steps.map(\.description) == [
          #"tap "카드""#, #"double tap "照片" #2"#, #"long press "Photo" in Gallery"#,
          #"drag "Card" by 120, 0"#, #"drag "卡片" in CardView #2 by -40.5, 10"#,
          #"focus "이메일""#, #"submit "Email" in SignIn"#, "refresh", #"pinch "사진" by 2"#,
          #"rotate "表盘" in Dial #2 by -45.5"#, #"pinch "Photo" #3 by 0.5"#,
        ])
    }

    @Test func badGestureLinesAreErrors() {
      let (_, diagnostics) = parse(
        #"""
        double "Photo"
        drag "Card" by 120
        drag "Card" across 3
        long press Photo
        pinch "Photo" to 2
        pinch "Photo" by 0
        rotate "Dial" in Clock
        rotate "Dial" by left
        drag "Knob" in Panel across 3

        """#, fenceLine: 1, column: 1)
      #expect(
        diagnostics.map(\.formatted) == [
          "zh/state.md:2:8: error: expected `tap` after `double`",
          "zh/state.md:3:19: error: expected `,` and the vertical offset, e.g. `by 120, 0`",
          "zh/state.md:4:13: error: expected `to` (a slider's value) or `by` (an offset) after the label",
          "zh/state.md:5:12: error: expected a quoted label after `long press`",
          "zh/state.md:6:15: error: expected `in` or `by` after the label",
          "zh/state.md:7:18: error: expected a scale above 0 after `by`: 2 doubles the size, 0.5 halves it",
          "zh/state.md:8:23: error: expected `by` and the degrees, e.g. `by 45`",
          "zh/state.md:9:18: error: expected a number after `by`",
          "zh/state.md:10:22: error: expected `to` (a slider's value) or `by` (an offset) after the view name",
        ])
    }

    @Test func badControlReferencesAreErrors() {
      let (_, diagnostics) = parse(
        #"""
        tap "+" #0
        tap "\q"
        drag "Volume" to loud
        swipe "Row"
        pick "Mint" from "Flavor"

        """#, fenceLine: 1, column: 1)
      #expect(
        diagnostics.map(\.formatted) == [
          "zh/state.md:2:9: error: expected a number from 1 after `#`",
          "zh/state.md:3:6: error: unknown escape: use `\\\"`, `\\\\`, `\\n`, `\\t` or `\\u{…}`",
          "zh/state.md:4:18: error: expected a number after `to`",
          "zh/state.md:5:7: error: expected `to` after `swipe`",
          "zh/state.md:6:13: error: expected `in` after the option",
        ])
    }

    @Test func descriptionIsNormalised() {
      let (scenario, _) = parse("  tap    \"刷新\"     in   Test1  \n")
      #expect(scenario.steps.first?.description == #"tap "刷新" in Test1"#)
    }

    @Test func badLinesAreErrorsAtTheirExactPosition() {
      let (scenario, diagnostics) = parse(
        """
        tap 刷新
        press "OK"
        type "abc" "Username"
        tap "unterminated
        tap "OK" inside View
        back now
        tap "Ok" in
        wait 2 seconds

        """, fenceLine: 40, column: 3)
      #expect(scenario.steps.isEmpty)
      let lines = diagnostics.map(\.formatted)
      #expect(
        lines == [
          "zh/state.md:41:7: error: expected a quoted label after `tap`",
          "zh/state.md:42:3: error: unknown action `press`: expected tap, double tap, long press, toggle, type, focus, submit, open, back, dismiss, wait, pick, drag, pinch, rotate, scroll to, swipe to delete or refresh",
          "zh/state.md:43:14: error: expected `into` after the text",
          "zh/state.md:44:7: error: unterminated string: expected a closing `\"`",
          "zh/state.md:45:12: error: expected `in` after the label (or the end of the line)",
          "zh/state.md:46:8: error: unexpected text after the action",
          "zh/state.md:47:14: error: expected a view name after `in`",
          "zh/state.md:48:8: error: expected a duration after `wait`, e.g. `2s` or `300ms`",
        ])
    }
  }
}
