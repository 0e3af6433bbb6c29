import Testing

@testable import DocBuildKit

/// A block stopped by a syntax error that also uses a value the note writes only in its prose
/// (`` `var 分数 = [3, 5]` `` in a sentence) says that value too: fixing the brace alone does
/// not let it run.
@Suite struct NamedInTextReasonTests {
  @Test func aValueOnlyTheProseWritesIsSaidBesideTheSyntaxError() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/scores.md",
      """
      # 分数

      分数放在数组里：`var 分数: [Int] = [3, 5, 8]`。

      ```swift
      struct 分数列表: View {
        var body: some View {
          VStack {
            ForEach(分数, id: \\.self) { 一项 in
              Text("\\(一项)")
            })
          }
        }
      }
      ```

      """)
    #expect(
      report.last
        == "zh/scores.md:5: not run (syntax error): syntax error (11:8): line 11 has one `)` too many, closing no `(`; it also uses `分数` (line 3), named in the text, never declared in code"
    )
    #expect(page.contains("还用到了 分数（第 3 行），它只写在正文的行内代码里，没有在任何代码块中声明"))
  }

  /// A value the prose never writes as code is not said to be named in the text.
  @Test func aValueTheProseNeverWritesIsNotSaid() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/scores.md",
      """
      # 점수

      점수는 배열에 둡니다.

      ```swift
      struct ScoreList: View {
        var body: some View {
          VStack {
            ForEach(scores, id: \\.self) { score in
              Text("\\(score)")
            })
          }
        }
      }
      ```

      """)
    #expect(report.last?.contains("syntax error (11:8)") == true)
    #expect(report.last?.contains("named in the text") == false)
  }
}
