import Testing

@testable import DocBuildKit

/// A fence left open runs on over the note's next heading and prose: once the page says so, the
/// words of that prose are not called names the note never declares.
@Suite struct SwallowedProseReasonTests {
  @Test func theProseAfterTheHeadingLendsNoNames() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/01-binding.md",
      """
      # 바인딩

      ```swift
      점수보기(제목: "퀴즈")

      ## 정리

      - 상태는 뷰가 소유합니다. 값은 다른 곳에 저장됩니다
      ```

      """)
    #expect(report.count == 1)
    #expect(report.first?.contains("line 6 is a markdown heading of the note") == true, "\(report)")
    #expect(report.first?.contains("`점수보기`") == true, "\(report)")
    for word in ["곳에", "상태는", "값은"] {
      #expect(report.first?.contains("`\(word)`") == false, "\(word): \(report)")
      #expect(!page.contains("선언하지 않은 \(word)"), "\(word)")
    }
  }

  @Test func aChineseNoteToo() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/01-binding.md",
      """
      # 绑定

      ```swift
      Toggle("开关", isOn: $打开)

      ## 小结

      - 状态 归 视图 所有
      ```

      """)
    #expect(report.first?.contains("line 6 is a markdown heading of the note") == true, "\(report)")
    for word in ["状态", "视图", "所有"] {
      #expect(report.first?.contains("`\(word)`") == false, "\(word): \(report)")
    }
  }
}
