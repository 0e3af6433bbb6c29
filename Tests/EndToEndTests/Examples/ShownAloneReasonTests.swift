import Foundation
import Testing

@testable import DocBuildKit

/// Names and statements written alone, and text fenced as Swift, are said to be what they are in
/// the page's language: never a Swift syntax or compile error, never "not run" as if runnable.
@Suite struct ShownAloneReasonTests {
  @Test func koreanNoteNamesAnAttributeAndATypeAlone() throws {
    let note = """
      # 상태 공유

      ```swift
      @EnvironmentObject
      ```

      이 속성은 다음 프로토콜을 따르는 모델을 받습니다.

      ```swift
      ObservableObject
      ```

      ```swift
      뷰가 다시 만들어짐
      ↓
      상태는 그대로
      ```
      """
    let (report, _, page) = try SiteFixture.buildNote("ko/alone.md", note)
    #expect(
      report == [
        "ko/alone.md:3: not run (shown alone): an attribute named alone: there is no code to run",
        "ko/alone.md:9: not run (shown alone): a type or protocol named alone: there is no code to run",
        "ko/alone.md:13: not run (text): a diagram drawn with arrows, not Swift: shown, not run",
      ], "\(report)")
    #expect(page.contains("속성의 이름만 적었습니다: 실행할 코드가 없습니다"))
    #expect(page.contains("타입이나 프로토콜의 이름만 적었습니다"))
    #expect(page.contains("Swift가 아니라 화살표로 그린 도식입니다"))
    #expect(!page.contains("문법 오류"))
  }

  @Test func chineseNoteShowsAKeyPathAProjectionAndAStatementAlone() throws {
    let note = """
      # 环境与绑定

      ```swift
      \\.colorScheme
      ```

      ```swift
      $分数
      ```

      ```swift
      分数 += 1
      ```
      """
    let (report, _, page) = try SiteFixture.buildNote("zh/alone.md", note)
    #expect(
      report == [
        "zh/alone.md:3: not run (shown alone): a key path shown alone: there is no code to run",
        "zh/alone.md:7: not run (shown alone): a value's name (or its `$` projection) shown alone: there is no code to run",
        "zh/alone.md:11: not run (shown alone): one statement shown for its syntax: no view of the page declares the values it uses, so there is nowhere to run it",
      ], "\(report)")
    #expect(page.contains("只写出了一个键路径：没有可运行的代码"))
    #expect(page.contains("只写出了一个值的名字（或它的 $ 投影）"))
    #expect(page.contains("只是展示语法的一条语句"))
  }

  @Test func englishNoteShowsARequirementProseAndACheatSheet() throws {
    let note = """
      # Transitions

      ```swift
      var body: some Scene
      ```

      ```swift
      state lives outside the view
      ```

      ```swift
      .opacity(0.5)
      .blur(radius: 3)
      Angle.degrees(90) means a quarter turn clockwise
      ```
      """
    let (report, _, _) = try SiteFixture.buildNote("en/alone.md", note)
    #expect(
      report == [
        "en/alone.md:3: not run (shown alone): a requirement as a protocol lists it, a declaration without a value: there is no code to run",
        "en/alone.md:7: not run (text): words, not Swift code: shown, not run",
        "en/alone.md:11: not run (text): a cheat sheet listing modifiers with notes in words, not a program: shown, not run",
      ], "\(report)")
  }

  /// A statement over a view's state could run in that view: it is type-checked as a method of
  /// it, not a line shown for its syntax; and a one-line program still runs.
  @Test func statementsAViewCouldRunAndOneLinePrograms() throws {
    let note = """
      # Score

      ```swift
      struct ScoreView: View {
        @State private var score = 0
        var body: some View { Text("\\(score)") }
      }
      ```

      ```swift
      score += 10
      ```

      ```swift
      print("hi")
      ```

      ```swift
      let greeting = "hi"
      ```

      ```swift
      greeting.count
      ```
      """
    let (report, _, _) = try SiteFixture.buildNote("en/score.md", note)
    #expect(report.count == 5, "\(report)")
    #expect(report.dropFirst().first == "en/score.md:10: compiled only (completed)", "\(report)")
    #expect(report.dropFirst(2).first == "en/score.md:14: run", "\(report)")
    // A value alone shows nothing, even where the page declares it.
    #expect(report.last?.hasPrefix("en/score.md:22: not run (shown alone)") == true, "\(report)")
  }
}
