import Testing

@testable import DocBuildKit

/// Code an excerpt leaves out where a call needs it (`ForEach(...)`) or where a view goes
/// (`{ ... }` given a modifier) stops the block as surely as a name it lacks: the page says both.
@Suite struct ElisionStopReasonTests {
  @Test func koreanElidedLoopArgumentsAreSaidBesideTheMissingRow() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/rows.md",
      """
      # 행 목록

      ```swift
      List {
          ForEach(...) {
              책행()
                  .buttonStyle(.plain)
          }
      }
      ```

      """)
    #expect(
      report == [
        "ko/rows.md:3: not run (excerpt): the arguments of `ForEach(...)` are elided with `...`: Swift reads `...` there as a range operator, not arguments, so the block compiles only with them written out; and besides, uses `책행`, which the note never declares"
      ])
    #expect(page.contains("ForEach(...)의 인자를 ...로 생략했습니다"), "\(page)")
    #expect(page.contains("이 글에서 선언하지 않은 책행"), "\(page)")
  }

  @Test func chinesePlaceholderForARowIsSaidInsteadOfTheClosureType() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/row.md",
      """
      # 行

      ```swift
      var body: some View {
          { … }
              .buttonStyle(.plain)
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(report[0].contains("`{ … }` is a placeholder for content the note leaves out"))
    #expect(!report[0].contains("() -> ()"), "\(report)")
    #expect(page.contains("代替笔记省略的内容（要显示的视图）的占位符"), "\(page)")
  }
}
