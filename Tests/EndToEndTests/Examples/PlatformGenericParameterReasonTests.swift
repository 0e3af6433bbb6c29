import Testing

@testable import DocBuildKit

/// An extension constraining a platform type's generic parameters (`extension Label where
/// Title == Text`) names them, not names the note forgets: where the engine declares the type
/// without them, the engine's gap is said.
@Suite struct PlatformGenericParameterReasonTests {
  @Test func labelParametersAreTheEnginesGap() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/label.md",
      #"""
      # 彩色标签

      ```swift
      extension Label where Title == Text, Icon == Image {
        init(_ 标题: LocalizedStringKey, 彩色图标 名字: String) {
          self.init {
            Text(标题)
          } icon: {
            Image(systemName: 名字).renderingMode(.original)
          }
        }
      }
      ```

      """#)
    #expect(report.count == 1, "\(report)")
    let reason = try #require(report.first)
    #expect(reason.contains("the engine does not support `Label<Title, Icon>` yet"), "\(reason)")
    #expect(!reason.contains("never declares"), "\(reason)")
    #expect(page.contains("Label<Title, Icon>"), "\(page)")
  }

  @Test func theParametersAreReadFromTheWhereClause() {
    let found = PlatformGenericParameters.constrained(
      in: "extension Label where Title == Text, Icon: View {\n}\nextension Text {}\n")
    #expect(found.map(\.type) == ["Label"])
    #expect(found.first?.parameters == ["Title", "Icon"])
  }
}
