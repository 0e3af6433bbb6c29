import Foundation
import Testing

@testable import DocBuildKit

@Suite("Parse: document model and source ranges")
struct ParseDocumentModelTests {
  @Test func blocksKeepTheirKindsAndLines() {
    let doc = document(
      """
      # 상태와 바인딩

      뷰는 상태의 **함수**입니다.

      ---

      <img width="120" src="state.png">

      > 인용된 문장
      """)
    #expect(doc.blocks.count == 5)
    #expect(doc.blocks[0].heading?.level == 1)
    #expect(doc.blocks[0].range.start == SourcePosition(line: 1, column: 1))
    #expect(
      doc.blocks[1].paragraph?.content == [.text("뷰는 상태의 "), .strong([.text("함수")]), .text("입니다.")])
    #expect(doc.blocks[1].range.start.line == 3)
    #expect(doc.blocks[2] == .thematicBreak(doc.blocks[2].range))
    #expect(doc.blocks[2].range.start.line == 5)
    guard case .html(let html) = doc.blocks[3] else {
      Issue.record("raw HTML should stay a block: \(doc.blocks[3])")
      return
    }
    #expect(html.html.hasPrefix("<img width=\"120\""))
    #expect(doc.blocks[4].blockQuote?.range.start.line == 9)
    #expect(doc.title == "상태와 바인딩")
  }

  @Test func columnsAreCountedInScalarsOnKoreanLines() {
    // "- 목록 항목은 한국어" : the paragraph starts after "- " and ends on the last syllable.
    let doc = document("- 목록 항목은 한국어\n\n> > 인용 안의 인용문\n")
    let paragraph = doc.blocks[0].list?.items.first?.children.first?.paragraph
    #expect(paragraph?.range.start == SourcePosition(line: 1, column: 3))
    #expect(paragraph?.range.end == SourcePosition(line: 1, column: 12))
    let inner = doc.blocks[1].blockQuote?.children.first?.blockQuote?.children.first?.paragraph
    #expect(inner?.range.start == SourcePosition(line: 3, column: 5))
    #expect(inner?.range.end == SourcePosition(line: 3, column: 13))
  }

  @Test func columnsAreCountedInScalarsOnChineseLines() {
    let doc = document("第一段：状态驱动视图。\n\n| 名称 | 说明 |\n|---|---|\n| 状态 | 视图的数据来源 |\n")
    #expect(
      doc.blocks[0].range
        == SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 11)))
    #expect(doc.blocks[1].range.start == SourcePosition(line: 3, column: 1))
    #expect(doc.blocks[1].range.end == SourcePosition(line: 5, column: 16))
  }

  @Test func fencedCodeKnowsItsFirstCodeLineAndInfo() {
    let doc = document(
      """
      설명 문단

      ``` Swift no_run
      struct 카운터: View {
        @State private var 값 = 0
      }
      ```

          indented code
      """)
    let fenced = doc.blocks[1].codeBlock
    #expect(fenced?.info == "Swift no_run")
    #expect(fenced?.language == "swift")
    #expect(fenced?.attributes == ["no_run"])
    #expect(fenced?.isFenced == true)
    #expect(fenced?.code == "struct 카운터: View {\n  @State private var 값 = 0\n}\n")
    #expect(fenced?.range.start.line == 3)
    #expect(fenced?.range.end.line == 7)
    #expect(fenced?.firstCodeLine == 4)
    let indented = doc.blocks[2].codeBlock
    #expect(indented?.isFenced == false)
    #expect(indented?.info == "")
    #expect(indented?.code == "indented code\n")
    #expect(indented?.firstCodeLine == 9)
  }

  @Test func linksAndImagesCarryTheirOwnPosition() {
    let doc = document("Intro line\n\n参见 [状态说明](zh/state.md \"标题\") 和 ![图](a.png)。\n")
    guard case .paragraph(let paragraph) = doc.blocks[1] else {
      Issue.record("expected a paragraph")
      return
    }
    let links = paragraph.content.compactMap { inline -> Inline.Link? in
      if case .link(let link) = inline { link } else { nil }
    }
    let images = paragraph.content.compactMap { inline -> Inline.Image? in
      if case .image(let image) = inline { image } else { nil }
    }
    #expect(links.map(\.destination) == ["zh/state.md"])
    #expect(links.first?.title == "标题")
    #expect(links.first?.children == [.text("状态说明")])
    #expect(links.first?.range.start == SourcePosition(line: 3, column: 4))
    #expect(links.first?.range.end == SourcePosition(line: 3, column: 27))
    #expect(images.map(\.source) == ["a.png"])
    #expect(images.first?.alt == [.text("图")])
    #expect(images.first?.range.start == SourcePosition(line: 3, column: 31))
  }

  @Test func linksInsideContainersArePositionedInTheLine() {
    let doc = document("> 인용\n> 다음 [링크](javascript:x) 끝\n\n- 항목 [b](y)\n")
    let links = allBlocks(doc.blocks).compactMap(\.paragraph).flatMap(\.content).compactMap {
      inline -> Inline.Link? in
      if case .link(let link) = inline { link } else { nil }
    }
    #expect(links.map(\.range.start) == [.init(line: 2, column: 6), .init(line: 4, column: 6)])
  }

  @Test func inlinesKeepBreaksCodeAndHTML() {
    let doc = document("first *one*  \nsecond `code` <kbd>K</kbd>\nthird\n")
    #expect(
      doc.blocks[0].paragraph?.content == [
        .text("first "), .emphasis([.text("one")]), .lineBreak, .text("second "), .code("code"),
        .text(" "),
        .html("<kbd>"), .text("K"), .html("</kbd>"), .softBreak, .text("third"),
      ])
  }

  @Test func titleFallsBackToTheFileName() {
    #expect(document("just text\n", path: "en/plain-note.md").title == "plain-note")
  }
}
