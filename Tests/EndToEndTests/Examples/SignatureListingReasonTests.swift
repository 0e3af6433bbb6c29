import Testing

@testable import DocBuildKit

/// Signatures listed as documentation writes them, a comment over each and parameters given by
/// type alone, are an API listing on the page, not a syntax error in the parser's words.
@Suite struct SignatureListingReasonTests {
  static func note(_ title: String, comment: String) -> String {
    """
    # \(title)

    ```swift
    /// \(comment)
    static func plain(Text) -> Badge.Style
    /// \(comment)
    static func `default`(Text, tint: Color?) -> Badge.Style
    static func framed(_ title: Text, width: CGFloat) -> Badge.Style
    ```

    """
  }

  @Test(arguments: [
    ("ko/badge.md", "배지", "배지 모양", "API 목록입니다"),
    ("zh/badge.md", "徽章", "徽章样式", "API 清单"),
    ("en/badge.md", "Badge", "a badge style", "an API listing"),
  ])
  func documentedSignaturesAreAListing(
    path: String, title: String, comment: String, expected: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, comment: comment))
    #expect(report.first?.contains("not run (API listing)") == true, "\(report)")
    #expect(page.contains(expected), "\(page)")
    #expect(!page.contains("expected code"), "\(page)")
  }
}
