import Foundation
import Testing

@testable import DocBuildKit

/// Statements shown alone over a page view's values (`withAnimation { isOpen.toggle() }` after
/// the view declaring `@State var isOpen`) are type-checked as a method of that view, its `body`
/// kept; a modifier chain over a lone member the page showed is type-checked on a blank view
/// holding that member, even when it prints.
@Suite struct PageViewStatementsTests {
  @Test func englishToggleOverAViewsStateIsAMethodOfThatView() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/toggle.md",
      """
      # Opening a drawer

      ```swift
      struct DrawerView: View {
          @State private var isOpen = false

          var body: some View {
              Button(isOpen ? "Close" : "Open") { isOpen.toggle() }
          }
      }
      ```

      To animate the change, wrap it:

      ```swift
      withAnimation(.spring()) {
          isOpen.toggle()
      }
      ```

      """)
    #expect(report == ["en/toggle.md:3: run", "en/toggle.md:15: compiled only (completed)"])
    #expect(page.contains("struct DrawerView: View {"))
    #expect(page.contains("func noteStatements() {"))
  }

  /// Statements that do not type-check in the view are not run, for the compiler's reason there
  /// (a plain type mismatch: swiftc words a missing member of a wrapped value differently from run
  /// to run, through the projected binding's dynamic members).
  @Test func englishStatementsMisusingAViewsStateFailInThatView() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/misuse.md",
      """
      # Counting

      ```swift
      struct TallyView: View {
          @State private var tally = 0

          var body: some View {
              Text("\\(tally)")
          }
      }
      ```

      ```swift
      tally = "many"
      ```

      """)
    #expect(report[1].hasPrefix("en/misuse.md:13: not run (fragment (snippet))"))
    #expect(report[1].contains("cannot assign value of type 'String' to type 'Int'"))
  }

  @Test func koreanObservationTrackingReadsTheViewsModel() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/tracking.md",
      """
      # 관찰 추적

      ```swift
      @Observable
      class 날씨모델 {
          var 기온 = 20
      }

      struct 날씨화면: View {
          @State var 모델 = 날씨모델()

          var body: some View {
              Text("\\(모델.기온)도")
          }
      }
      ```

      화면은 안에서 이렇게 읽은 값을 추적합니다:

      ```swift
      withObservationTracking {
          _ = 모델.기온
      } onChange: {
          print("기온이 바뀜")
      }
      ```

      """)
    #expect(report == ["ko/tracking.md:3: run", "ko/tracking.md:20: compiled only (completed)"])
  }

  @Test func chineseChainOverALoneEnvironmentMemberIsTypeChecked() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/phase.md",
      """
      # 场景阶段

      先读出当前阶段：

      ```swift
      @Environment(\\.scenePhase) private var 阶段
      ```

      阶段变化时做事：

      ```swift
      .onChange(of: 阶段) { _, 新阶段 in
          if 新阶段 == .active {
              print("回到前台")
          }
      }
      ```

      """)
    #expect(
      report == [
        "zh/phase.md:5: compiled only (completed)", "zh/phase.md:11: compiled only (completed)",
      ])
  }
}
