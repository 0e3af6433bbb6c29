import Foundation
import Testing

@testable import DocBuildKit

/// A note that declares a type again with a new member, but builds its only data from the first
/// declaration: a list reading the new member is said to read data the earlier type made.
@Suite struct EarlierVersionDataNotesTests {
  @Test func koreanListReadsDataBuiltFromTheEarlierType() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/fruit.md",
      """
      # 과일 목록

      과일마다 이름이 있습니다:

      ```swift
      struct 과일: Identifiable {
          let id = UUID()
          let 이름: String
      }

      let 과일들 = [과일(이름: "사과"), 과일(이름: "배")]
      ```

      이제 과일에 색을 더합니다:

      ```swift
      struct 과일: Identifiable {
          let id = UUID()
          let 이름: String
          let 색: String
      }
      ```

      목록은 색을 보여 줍니다:

      ```swift
      List(과일들) { 하나 in
          Text(하나.색)
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(
      report.last
        == "ko/fruit.md:26: not run (fragment (view expression)) [context 2: line 16 declares `과일` again]: a view expression: belongs inside a view's `body` — it reads `색`, which `과일` has only as line 16 declares it again: `과일들` (line 5) is built from the earlier `과일` (line 5), which lacks it"
    )
    #expect(
      page.contains(
        "색을(를) 읽지만, 그것은 16행에서 다시 선언한 과일에만 있습니다: 과일들(5행)은(는) 그보다 앞의 과일(5행)로 만든 값이라 그 멤버가 없습니다"))
  }
}
