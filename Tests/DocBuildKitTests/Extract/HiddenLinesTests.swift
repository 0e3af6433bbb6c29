import Testing

@testable import DocBuildKit

extension ExtractTests {
  @Suite struct HiddenLinesTests {
    @Test func hashSpaceLinesAreCompiledNotShown() {
      let code = """
        # import SwiftUI
        #
        struct 인사: View {
            # let hidden = 1
          #if DEBUG
          var body: some View { Text("你好") }
          #endif
        }
        #Preview { 인사() }

        """
      let lines = HiddenLines(code: code)
      #expect(
        lines.visibleCode == """
          struct 인사: View {
            #if DEBUG
            var body: some View { Text("你好") }
            #endif
          }
          #Preview { 인사() }

          """)
      #expect(
        lines.compiledCode.hasPrefix(
          "import SwiftUI\n\nstruct 인사: View {\nlet hidden = 1\n  #if DEBUG\n"))
      #expect(
        lines.compiledLines.map(\.isHidden) == [
          true, true, false, true, false, false, false, false, false,
        ])
      // `    # let hidden`: four spaces and `# ` removed.
      #expect(lines.compiledLines[3].columnShift == 6)
      #expect(lines.compiledLines[3].codeLine == 3)
    }

    @Test func crlfLinesAndNotePositions() {
      let block = fencedBlock("# let a = 1\r\nlet b = a\r\n", fenceLine: 3, column: 4)
      let lines = HiddenLines(code: block.code)
      #expect(lines.compiledLines.map(\.text) == ["let a = 1", "let b = a"])
      #expect(
        lines.notePosition(line: 1, column: 5, in: block) == SourcePosition(line: 4, column: 10))
      #expect(
        lines.notePosition(line: 2, column: 9, in: block) == SourcePosition(line: 5, column: 12))
    }

    /// Markdown held in a multi-line string keeps its headings: they are the string's text.
    @Test func aHeadingInsideAMultilineStringStaysCode() {
      let code = #"""
        # let 제목 = "숨김"
        let 본문 = """
            # 머리말
            본문입니다
            """
        Text(본문)

        """#
      let lines = HiddenLines(code: code)
      #expect(lines.compiledLines.map(\.isHidden) == [true, false, false, false, false, false])
      #expect(lines.compiledCode.contains("    # 머리말\n"))
      #expect(lines.visibleCode.hasPrefix("let 본문 = \"\"\"\n    # 머리말\n"))
    }
  }
}
