import Foundation
import Testing

@testable import DocBuildKit

/// A fence closed with "``` swift" is read by CommonMark as code, not as the close: the note gets
/// a warning at that line saying so, and the code before it runs instead of failing on prose.
@Suite struct ClosingFenceWithInfoTests {
  private static let koreanNote = """
    # 이미지 크기

    ``` swift
    struct 사진: View {
      var body: some View {
        Text("사진")
      }
    }
    ``` swift

    * 설명: 비율을 그대로 유지합니다.

    ```
    """

  @Test func koreanCodeBeforeTheFenceRunsWithAWarningAtTheFence() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote("ko/image.md", Self.koreanNote)
    #expect(report == ["ko/image.md:3: run"], "\(report)")
    let warnings = diagnostics.filter { $0.id == "parse.closing-fence-with-info" }
    #expect(
      warnings.map(\.formatted) == [
        "ko/image.md:9:1: warning: \"``` swift\" cannot close the fence opened at line 3: a closing fence carries no info string, so it is read as code and the block runs on to line 13, taking in the text between; only the code before it is compiled"
      ], "\(warnings.map(\.formatted))")
  }

  @Test func chineseTildeFenceWithInfoIsFound() {
    let block = CodeBlock(
      info: "swift", code: "let 数 = 1\n~~~ swift\n说明文字\n", isFenced: true,
      range: SourceRange(
        start: SourcePosition(line: 5, column: 1), end: SourcePosition(line: 9, column: 3)),
      firstCodeLine: 6)
    #expect(ClosingFenceWithInfo.lineIndex(in: block) == 1)
    #expect(ClosingFenceWithInfo.intendedCode(of: block) == "let 数 = 1\n")
  }

  @Test func englishBareFenceLinesAndInlineBackticksAreNotFlagged() {
    let block = CodeBlock(
      info: "swift", code: "````\n```swift``` inline\n    ``` swift\n```md\n", isFenced: true,
      range: SourceRange(
        start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 5, column: 4)),
      firstCodeLine: 2)
    #expect(ClosingFenceWithInfo.lineIndex(in: block) == nil)
  }
}
