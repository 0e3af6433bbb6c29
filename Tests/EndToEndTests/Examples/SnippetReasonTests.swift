import Testing

@testable import DocBuildKit

/// Statements no view of the page could host say which values they read and where the page
/// declares them, not only "declared elsewhere", and what keeps that block from compiling.
@Suite struct SnippetReasonTests {
  @Test func aSnippetNamesTheValuesItReadsAndTheirLines() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/place.md",
      """
      # 즐겨찾기

      ```swift
      struct PlaceDetail: View {
        var place: Place
        var body: some View { Text(place.name) }
      }
      ```

      즐겨찾기일 때만 기록합니다.

      ```swift
      if place.isFavorite {
        print("즐겨찾기")
      }
      ```

      """)
    #expect(
      report.last
        == "ko/place.md:12: not run (fragment (snippet)): statements using values declared elsewhere — it reads `place` (line 3), declared in another block of the page, which docbuild could not compile this block with; that block uses `Place`, which the note never declares"
    )
    #expect(page.contains("이 페이지의 다른 블록에서 선언한 place(3행)을(를) 읽지만"))
    #expect(page.contains("그 블록은 이 글에서 선언하지 않은 Place을(를) 사용합니다"))
  }
}
