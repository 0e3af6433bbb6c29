import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A fence that does not parse because of a line that is no Swift (a drawing, pasted output,
  /// markdown bold, a brace swallowed by a comment) says what that line is, with its note line.
  @Suite struct NonSwiftLineCauseTests {
    /// The list's `}` sits after `//`: the braces stay open though nothing is cut off.
    @Test func aClosingBraceInsideALineCommentIsSaid() throws {
      let code = """
        struct 목록: View {
            var body: some View {
                List {
                    Text("하나") // 항목은 여기에 }
                .listStyle(.plain)
            }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .braceInComment(line: 14, text: "Text(\"하나\") // 항목은 여기에 }"))
      let ko = syntaxReason(problem, .ko)
      #expect(ko.contains("14행"), "\(ko)")
      #expect(ko.contains("`//` 주석 안에 있어"), "\(ko)")
      #expect(!ko.contains("발췌"), "\(ko)")
    }

    /// `{ //... }`: the track's own closing brace is inside the comment.
    @Test func anElidedBodyWhoseBraceIsCommentedIsSaid() throws {
      let code = """
        struct 图表: View {
            var body: some View {
                VStack { //...}
                Text("尾")
            }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .braceInComment(line: 13, text: "VStack { //...}"))
      let zh = syntaxReason(problem, .zh)
      #expect(zh.contains("第 13 行（`VStack { //...}`）的 `}` 写在了 `//` 注释里"), "\(zh)")
    }

    /// A block really cut off (no `}` in any comment) is still said to be an excerpt.
    @Test func aBlockCutOffWithoutCommentsStaysAnExcerpt() throws {
      let code = """
        struct Shelf: View {
            var body: some View {
                Text("book") // the title
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .cutEnd(line: 13))
    }

    @Test func aTreeDrawnWithBarsIsADrawing() throws {
      let code = """
        VStack {
            Text("top")
        }

        // Tree:

              VStack
                |
                |
           -----------
           |         |
          Text     Image
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .drawing(line: 18, text: "|"))
      let en = syntaxReason(problem, .en)
      #expect(en.contains("line 18 (`|`) is a drawing in text"), "\(en)")
      #expect(!en.contains("expected"), "\(en)")
    }

    @Test func aTreeDrawnWithBoxCharactersIsADrawing() throws {
      let code = """
        struct 앱: View {
            var body: some View { Text("홈") }
        }

        앱 (루트)
        ├── 홈화면
        │   └── 목록
        └── 설정
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .drawing(line: 17, text: "│   └── 목록"))
      #expect(syntaxReason(problem, .ko).contains("17행(`│   └── 목록`)은(는) Swift가 아니라 글자로 그린 그림"))
    }

    /// What `print` wrote, pasted after the code.
    @Test func printedOutputAfterTheCodeIsSaid() throws {
      let code = """
        let 宽 = 3.0
        print("面积:", 宽 * 宽)

        面积: 9.0
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .pastedOutput(line: 14, text: "面积: 9.0"))
      let zh = syntaxReason(problem, .zh)
      #expect(zh.contains("第 14 行（`面积: 9.0`）不是 Swift，而是程序打印出的内容"), "\(zh)")
    }

    /// Output announced by a comment, its words not those of any `print` in the block.
    @Test func outputAfterAnOutputCommentIsSaid() throws {
      let code = """
        let total = [1, 2].reduce(0, +)
        dump(total)
        // Output:
        - 3 items, sum 3
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .pastedOutput(line: 14, text: "- 3 items, sum 3"))
      #expect(syntaxReason(problem, .en).contains("its output is pasted into the fence"))
    }

    @Test func markdownBoldAroundAKeywordIsSaid() throws {
      let code = """
        VStack {
            **if** 켜짐 {
                Text("켜짐")
            }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .markdownEmphasis(line: 12, written: "**if**", meant: "if"))
      let ko = syntaxReason(problem, .ko)
      #expect(ko.contains("12행의 `**if**`은(는) 마크다운 굵은 글씨"), "\(ko)")
    }

    @Test func aValueWrittenAsAPropertysTypeIsSaid() throws {
      let code = """
        struct Tally: View {
            private var _taps: State(initialValue: 0)
            var body: some View { Text("taps") }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(
        problem.cause
          == .valueAsType(
            line: 12, written: "_taps: State(initialValue: 0)",
            meant: "var _taps = State(initialValue: 0)"))
      let en = syntaxReason(problem, .en)
      #expect(en.contains("writes a value (a call) where the property's type belongs"), "\(en)")
    }
  }
}
