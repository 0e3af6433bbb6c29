import Foundation
import Testing

@testable import DocBuildKit

/// A lone `body` reading a Korean or Chinese property of another block's type is a `body` shown
/// apart from that type, as one reading an English property is: Hangul and Han have no case, and
/// a caseless name is a value's.
@Suite struct CaselessBodyMembersTests {
  @Test func koreanBodyIsShownApartFromTheTypeDeclaringWhatItReads() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/timer.md",
      #"""
      # 타이머

      모델이 남은 초를 저장합니다:

      ```swift
      class 타이머모델: ObservableObject {
          @Published var 남은초 = 60
      }
      ```

      어느 뷰의 body:

      ```swift
      var body: some View {
          Text("\(남은초)초 남음")
      }
      ```

      """#)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(
      report.last
        == "ko/timer.md:13: not run (excerpt): a `body` shown apart from its type: it reads `남은초`, which `타이머모델` (line 5) declares"
    )
    #expect(page.contains("타입 밖에 따로 보여 준 body입니다: 타이머모델(5행)이(가) 선언한 남은초을(를) 읽습니다"))
  }

  @Test func chineseBodyReadsLikeTheEnglishOne() throws {
    let english = try SiteFixture.buildNote(
      "en/steps.md",
      Self.note(title: "Steps", model: "StepModel", value: "steps", caption: "A view's body:"))
    let chinese = try SiteFixture.buildNote(
      "zh/steps.md", Self.note(title: "步数", model: "步数模型", value: "步数", caption: "某个视图的 body："))
    #expect(
      english.report.last
        == "en/steps.md:11: not run (excerpt): a `body` shown apart from its type: it reads `steps`, which `StepModel` (line 3) declares"
    )
    #expect(
      chinese.report.last
        == "zh/steps.md:11: not run (excerpt): a `body` shown apart from its type: it reads `步数`, which `步数模型` (line 3) declares"
    )
  }

  private static func note(title: String, model: String, value: String, caption: String)
    -> String
  {
    """
    # \(title)

    ```swift
    class \(model): ObservableObject {
        @Published var \(value) = 0
    }
    ```

    \(caption)

    ```swift
    var body: some View {
        Text("\\(\(value))")
    }
    ```

    """
  }
}
