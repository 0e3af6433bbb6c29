import Testing

@testable import DocBuildKit

/// A keyword opening a line with two letters swapped (`extnesion Badge {`) is named as the
/// keyword it misspells, not as the parser's "expected `;`".
@Suite struct MisspeltOpeningKeywordTests {
  @Test func englishMisspeltExtensionIsNamed() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/badge.md",
      """
      # Badge

      ```swift
      extnesion Text {
          func badge() -> some View {
              padding(4).background(.yellow)
          }
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(
      report[0].contains("`extnesion` at line 4 is a misspelling of `extension`"), "\(report)")
    #expect(!report[0].contains("expected"), "\(report)")
    #expect(page.contains("extnesion at line 4 is a misspelling of extension"), "\(page)")
  }
}
