import Foundation
import Testing

@testable import DocBuildKit

/// A tutorial step that shows only a stored property without a value (and the nested type it
/// uses) adds members to a type the page declared: a global would need a value, so the block is
/// compiled as members, not blamed for "a global var".
@Suite struct StoredMemberExcerptTests {
  @Test func koreanStoredPropertyStepIsCompiledAsMembers() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/place.md",
      """
      # 장소 모델

      ```swift
      struct 장소: Hashable {
        var 이름: String
      }
      ```

      좌표를 저장하는 속성을 더합니다.

      ```swift
      private var 좌표: 좌표값

      struct 좌표값: Hashable {
        var 위도: Double
        var 경도: Double
      }
      ```

      """)
    #expect(report.count == 2, "\(report)")
    #expect(report.last?.hasPrefix("ko/place.md:11: compiled only") == true, "\(report)")
    #expect(!page.contains("global"))
  }

  @Test func chineseStoredLetStepIsCompiledAsMembers() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/book.md",
      """
      # 书

      ```swift
      struct 书 {
        var 书名: String
      }
      ```

      ```swift
      let 作者: String
      ```

      """)
    #expect(report.last?.hasPrefix("zh/book.md:9: compiled only") == true, "\(report)")
  }

  @Test func englishTopLevelCodeAssigningTheVariableStaysAProgram() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/late.md",
      """
      # Late initialization

      ```swift
      var total: Int
      total = 3
      print(total)
      ```

      """)
    #expect(report == ["en/late.md:3: run"], "\(report)")
  }
}
