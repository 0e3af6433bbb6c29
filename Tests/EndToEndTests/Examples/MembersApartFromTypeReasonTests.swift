import Testing

@testable import DocBuildKit

/// Methods written out after the extension that lists them, without it: the page says they are
/// that type's members, not the compiler's words about `mutating` at the top level.
@Suite struct MembersApartFromTypeReasonTests {
  @Test func mutatingMethodsNameTheExtensionThePageShows() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/01-interpolation.md",
      """
      # 插值

      ```swift
      struct 分数 {
        var 值 = 0
      }
      ```

      SwiftUI 为插值声明了：

      ```swift
      extension LocalizedStringKey.StringInterpolation {
          mutating func appendInterpolation(_ 分: 分数)
          mutating func appendInterpolation(_ text: Text)
      }
      ```

      实现：

      ```swift
      mutating func appendInterpolation(_ 分: 分数) {
          appendInterpolation(Text("\\(分.值) 分"))
      }
      ```

      """)
    #expect(
      report.last
        == "zh/01-interpolation.md:20: not run (excerpt): members shown apart from their type: `appendInterpolation` belongs to `LocalizedStringKey.StringInterpolation` (line 11), and compiles only inside it (or an extension of it)"
    )
    #expect(
      page.contains(
        "脱离所属类型单独展示的成员：appendInterpolation 属于第 11 行的 LocalizedStringKey.StringInterpolation"))
    #expect(!page.contains("'mutating' is only valid"))
  }
}
