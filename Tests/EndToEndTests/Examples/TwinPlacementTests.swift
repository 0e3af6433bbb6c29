import Foundation
import Testing

@testable import DocBuildKit

/// A fragment shown before the declarations it reads, and repeated in a later block that runs
/// with them, is placed where that later block was: in the wrapper holding the members it reads.
@Suite struct TwinPlacementTests {
  @Test func koreanLineShownBeforeItsMembersRunsWhereItsRepeatRan() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/twin.md",
      """
      # 점수판

      먼저 화면에 점수를 보여 줍니다:

      ```swift
      Text("\\(점수판.점수)점")
      ```

      ```swift
      class 점수판모델: ObservableObject {
          @Published var 점수 = 0
      }
      ```

      ```swift
      @StateObject private var 점수판 = 점수판모델()
      ```

      이제 글꼴을 키웁니다:

      ```swift
      Text("\\(점수판.점수)점")
          .font(.title)
      ```

      """)
    #expect(
      report == [
        "ko/twin.md:5: run (completed)",
        "ko/twin.md:9: ran as part of the example at line 21",
        "ko/twin.md:15: ran as part of the example at line 21 (completed)",
        "ko/twin.md:21: run (completed)",
      ])
  }

  /// Without a later block repeating it, the line has no placement.
  @Test func chineseLineNoLaterBlockRepeatsStaysNotRun() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/alone.md",
      """
      # 计分

      ```swift
      Text("\\(计分板.分数)分")
      ```

      ```swift
      class 计分模型: ObservableObject {
          @Published var 分数 = 0
      }
      ```

      ```swift
      @StateObject private var 计分板 = 计分模型()
      ```

      ```swift
      Text("共 \\(计分板.分数) 分")
      ```

      """)
    #expect(report[0].hasPrefix("zh/alone.md:3: not run (fragment (view expression))"))
    #expect(report[3] == "zh/alone.md:17: run (completed)")
  }
}
