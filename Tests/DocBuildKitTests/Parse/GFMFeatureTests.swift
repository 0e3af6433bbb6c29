import Foundation
import Testing

@testable import DocBuildKit

@Suite("Parse: GitHub Flavored Markdown")
struct ParseGFMFeatureTests {
  @Test func tableKeepsAlignmentsHeaderAndRows() {
    let doc = document(
      """
      | 이름 | 종류 | 개수 |
      |:-----|:----:|-----:|
      | 상태 | 값 | 1 |
      | 바인딩 | *참조* | 2 |
      | 없음 |
      """)
    let table = doc.blocks.first?.table
    #expect(table?.alignments == [.left, .center, .right])
    #expect(table?.header.map(\.plainText) == ["이름", "종류", "개수"])
    #expect(table?.rows.count == 3)
    #expect(table?.rows[1][1] == [.emphasis([.text("참조")])])
    #expect(table?.range.start.line == 1)
    #expect(table?.range.end.line == 5)
  }

  @Test func taskListItemsAreCheckedOrNot() {
    let doc = document("- [x] 完成的任务\n- [ ] 未完成的任务\n- 普通项目\n")
    let items = doc.blocks.first?.list?.items
    #expect(items?.map(\.task) == [true, false, nil])
    #expect(items?.first?.children.first?.paragraph?.content == [.text("完成的任务")])
  }

  @Test func orderedListsKeepStartAndTightness() {
    let doc = document("3. three\n4. four\n\n\n- loose\n\n- list\n")
    let ordered = doc.blocks[0].list
    #expect(ordered?.isOrdered == true)
    #expect(ordered?.start == 3)
    #expect(ordered?.isTight == true)
    #expect(doc.blocks[1].list?.isTight == false)
    #expect(doc.blocks[1].list?.isOrdered == false)
  }

  @Test func strikethroughAndAutolink() {
    let doc = document("~~old way~~ see https://example.org/state and www.example.com\n")
    let content = doc.blocks.first?.paragraph?.content ?? []
    #expect(content.first == .strikethrough([.text("old way")]))
    let destinations = content.compactMap { inline -> String? in
      if case .link(let link) = inline { link.destination } else { nil }
    }
    #expect(destinations == ["https://example.org/state", "http://www.example.com"])
  }

  @Test func footnotesHaveReferencesAndDefinitions() {
    let doc = document("본문에 각주가 있습니다.[^note]\n\n[^note]: 각주의 **내용**입니다.\n")
    #expect(doc.blocks.first?.paragraph?.content.last == .footnoteReference(label: "note"))
    let definition = doc.blocks.last?.footnote
    #expect(definition?.label == "note")
    #expect(definition?.range.start == SourcePosition(line: 3, column: 1))
    #expect(definition?.children.first?.paragraph?.content.plainText == "각주의 내용입니다.")
  }

  @Test func tagFilteredHTMLIsStillKeptInTheModel() {
    // tagfilter only changes cmark's own HTML output; the renderer sanitises the kept HTML.
    let doc = document("<script>alert(1)</script>\n")
    guard case .html(let html) = doc.blocks.first else {
      Issue.record("expected an HTML block")
      return
    }
    #expect(html.html.contains("<script>"))
  }
}

@Suite("Parse: footnotes nobody refers to")
struct ParseUnreferencedFootnoteTests {
  @Test func unreferencedFootnoteKeepsItsTextWithAWarning() throws {
    let parsed = parseNote("참조[^b]가 있는 문장.\n\n[^a]: 아무도 부르지 않는 각주\n\n[^b]: 불리는 각주\n")
    #expect(
      parsed.diagnostics.map(\.formatted) == [
        "note.md:3:1: warning: footnote `[^a]` is never referenced"
      ])
    let doc = try #require(parsed.document)
    #expect(
      doc.blocks.first?.paragraph?.content == [
        .text("참조"), .footnoteReference(label: "b"), .text("가 있는 문장."),
      ])
    let definitions = doc.blocks.compactMap(\.footnote)
    #expect(definitions.map(\.label) == ["b", "a"])
    #expect(definitions.last?.children.first?.paragraph?.content == [.text("아무도 부르지 않는 각주")])
    #expect(doc.blocks.count == 3)
  }

  @Test func unclosedFenceAtTheEndDoesNotSwallowTheExtraLine() throws {
    let parsed = parseNote("[^a]: 没有引用\n\n```\n代码\n")
    let code = try #require(parsed.document?.blocks.compactMap(\.codeBlock).first)
    #expect(code.code == "代码\n")
    #expect(parsed.diagnostics.map(\.id) == ["parse.unterminated-fence"])
  }
}
