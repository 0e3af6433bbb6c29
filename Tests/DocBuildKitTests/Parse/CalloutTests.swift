import Foundation
import Testing

@testable import DocBuildKit

@Suite("Parse: callouts in four syntaxes")
struct ParseCalloutTests {
  @Test func gitbookHintHoldsFullMarkdown() throws {
    let parsed = parseNote(
      """
      # 힌트 예제

      {% hint style="warning" %}
      상태를 **직접** 바꾸지 마세요. [설명](ko/state.md)

      - 첫째 항목
      - 둘째 항목

      ```swift
      @State private var 점수 = 0
      ```
      {% endhint %}

      끝 문단
      """)
    #expect(parsed.diagnostics.isEmpty)
    let doc = try #require(parsed.document)
    let callout = try #require(doc.blocks[1].callout)
    #expect(callout.kind == .warning)
    #expect(callout.syntax == .gitbook)
    #expect(callout.title == nil)
    #expect(
      callout.range
        == SourceRange(start: .init(line: 3, column: 1), end: .init(line: 12, column: 13)))
    #expect(callout.children.count == 3)
    #expect(callout.children[0].paragraph?.range.start.line == 4)
    #expect(callout.children[1].list?.items.count == 2)
    #expect(callout.children[2].codeBlock?.code == "@State private var 점수 = 0\n")
    #expect(callout.children[2].codeBlock?.firstCodeLine == 10)
    #expect(doc.blocks[2].paragraph?.content == [.text("끝 문단")])
    #expect(doc.blocks.count == 3)
  }

  @Test func gitbookStylesMapToKinds() {
    for (style, kind) in [
      ("info", Callout.Kind.info), ("success", .success), ("danger", .danger),
      ("WARNING", .warning),
    ] {
      let doc = document("{%hint style='\(style)'%}\n内容\n{%endhint%}\n")
      #expect(doc.blocks.first?.callout?.kind == kind, "style \(style)")
    }
  }

  @Test func githubAlertWithTitleCodeAndList() throws {
    let parsed = parseNote(
      """
      > [!tip] 小提示
      > 使用 `@Binding` 传递状态。
      >
      > 1. 第一步
      > 2. 第二步
      >
      > ```swift
      > let 数量 = 3
      > ```
      """)
    #expect(parsed.diagnostics.isEmpty)
    let callout = try #require(parsed.document?.blocks.first?.callout)
    #expect(callout.kind == .tip)
    #expect(callout.syntax == .github)
    #expect(callout.title == "小提示")
    #expect(callout.range.start == SourcePosition(line: 1, column: 1))
    #expect(callout.range.end.line == 9)
    #expect(callout.children.count == 3)
    #expect(
      callout.children[0].paragraph?.content == [.text("使用 "), .code("@Binding"), .text(" 传递状态。")])
    #expect(callout.children[1].list?.isOrdered == true)
    #expect(callout.children[2].codeBlock?.code == "let 数量 = 3\n")
    #expect(callout.children[2].codeBlock?.firstCodeLine == 8)
  }

  @Test func githubAlertTypes() {
    for (marker, kind) in [
      ("NOTE", Callout.Kind.note), ("TIP", .tip), ("IMPORTANT", .important), ("WARNING", .warning),
      ("CAUTION", .caution),
    ] {
      let doc = document("> [!\(marker)]\n> Remember to keep state private.\n")
      let callout = doc.blocks.first?.callout
      #expect(callout?.kind == kind)
      #expect(callout?.title == nil)
      #expect(
        callout?.children.first?.paragraph?.content == [.text("Remember to keep state private.")])
    }
  }

  @Test func githubAlertAloneOnItsLineHasNoEmptyParagraph() {
    let doc = document("> [!NOTE]\n\nafter\n")
    #expect(doc.blocks.first?.callout?.children == [])
    #expect(doc.blocks.count == 2)
  }

  @Test func docusaurusAdmonitionWithBracketTitle() throws {
    let parsed = parseNote(
      """
      :::info[Before you start]
      Read the [state guide](state.md) first.

      - one
      - two

      ```swift
      let count = 1
      ```
      :::
      """)
    #expect(parsed.diagnostics.isEmpty)
    let callout = try #require(parsed.document?.blocks.first?.callout)
    #expect(callout.kind == .info)
    #expect(callout.syntax == .docusaurus)
    #expect(callout.title == "Before you start")
    #expect(callout.children.map(\.range.start.line) == [2, 4, 7])
    #expect(callout.children[2].codeBlock?.code == "let count = 1\n")
    #expect(callout.range.end.line == 10)
  }

  @Test func docusaurusTitleForms() {
    let titles = [
      ":::note 제목 한 줄": "제목 한 줄", ":::note[括号标题]": "括号标题",
      ":::note{title=\"Attribute title\" #anchor}": "Attribute title", ":::note{.plain}": nil,
      "::: note": nil,
    ]
    for (opening, title) in titles {
      let callout = document("\(opening)\nbody\n:::\n").blocks.first?.callout
      #expect(callout?.kind == .note, "\(opening)")
      #expect(callout?.title == title, "\(opening)")
    }
  }

  @Test func docusaurusNestingUsesMoreColons() throws {
    let parsed = parseNote(
      """
      ::::danger 바깥 경고
      바깥 문단

      :::tip
      안쪽 팁
      :::

      바깥 마지막
      ::::
      """)
    #expect(parsed.diagnostics.isEmpty)
    let outer = try #require(parsed.document?.blocks.first?.callout)
    #expect(outer.kind == .danger)
    #expect(outer.title == "바깥 경고")
    #expect(outer.children.count == 3)
    let inner = try #require(outer.children[1].callout)
    #expect(inner.kind == .tip)
    #expect(inner.title == nil)
    #expect(inner.children.first?.paragraph?.content == [.text("안쪽 팁")])
    #expect(outer.children[2].paragraph?.content == [.text("바깥 마지막")])
    #expect(parsed.document?.blocks.count == 1)
  }

  @Test func calloutsInsideListsAndQuotes() throws {
    let doc = document(
      """
      - 항목
        {% hint style="success" %}
        목록 안의 힌트
        {% endhint %}

      > :::note
      > 引用里的提示
      > :::
      """)
    let item = try #require(doc.blocks.first?.list?.items.first)
    #expect(item.children.first?.paragraph?.content == [.text("항목")])
    #expect(item.children.last?.callout?.kind == .success)
    #expect(item.children.last?.callout?.range.start == SourcePosition(line: 2, column: 3))
    let quoted = try #require(doc.blocks.last?.blockQuote?.children.first?.callout)
    #expect(quoted.kind == .note)
    #expect(quoted.children.first?.paragraph?.content == [.text("引用里的提示")])
  }

  @Test func markersInsideCodeStayCode() {
    let source = """
      ```markdown
      {% hint style="info" %}
      :::tip
      ```

          {% endhint %}
      """
    let parsed = parseNote(source)
    #expect(parsed.diagnostics.isEmpty)
    let blocks = parsed.document?.blocks ?? []
    #expect(blocks.first?.codeBlock?.code == "{% hint style=\"info\" %}\n:::tip\n")
    #expect(blocks.last?.codeBlock?.code == "{% endhint %}\n")
  }

  @Test func oneLineHintIsNoMarkerAndStaysText() {
    let parsed = parseNote("{% hint style=\"info\" %} 한 줄 힌트 {% endhint %}\n")
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.document?.blocks.first?.paragraph?.content
        == [.text("{% hint style=\"info\" %} 한 줄 힌트 {% endhint %}")])
  }

  @Test func markerIndentedIntoAParagraphStaysText() {
    let doc = document("문단 첫 줄\n    :::tip\n")
    #expect(doc.blocks.first?.paragraph?.content.plainText == "문단 첫 줄 :::tip")
  }

  @Test func unknownStyleWarnsAndKeepsItsText() throws {
    let parsed = parseNote("{% hint style=\"fancy\" %}\nfancy 안의 글\n{% endhint %}\n")
    #expect(
      parsed.diagnostics.map(\.formatted) == [
        "note.md:1:1: warning: unknown callout style `fancy`; shown as info"
      ])
    let callout = try #require(parsed.document?.blocks.first?.callout)
    #expect(callout.kind == .info)
    #expect(callout.title == "fancy")
    #expect(callout.children.first?.paragraph?.content == [.text("fancy 안의 글")])
  }

  @Test func unknownAlertTypeStaysABlockQuote() {
    let parsed = parseNote("intro\n\n> [!EXAMPLE]\n> 例子\n")
    #expect(
      parsed.diagnostics.map(\.formatted) == [
        "note.md:3:3: warning: unknown alert type `[!EXAMPLE]`; kept as a block quote"
      ])
    #expect(parsed.document?.blocks.last?.blockQuote != nil)
    let text = visibleText(parsed.document?.blocks ?? [])
    #expect(text.contains("[!EXAMPLE]"))
  }

  @Test func unclosedCalloutRunsToTheEndOfItsContainer() throws {
    let parsed = parseNote("앞 문단\n\n:::warning 닫히지 않음\n안쪽 문단\n\n- 안쪽 목록\n")
    #expect(
      parsed.diagnostics.map(\.formatted) == [
        "note.md:3:1: warning: callout `:::warning 닫히지 않음` is never closed; it runs to the end of its container"
      ])
    let callout = try #require(parsed.document?.blocks.last?.callout)
    #expect(callout.kind == .warning)
    #expect(callout.title == "닫히지 않음")
    #expect(callout.children.count == 2)
    #expect(callout.range.end.line == 6)
  }

  @Test func innerUnclosedCalloutEndsWithItsOuter() throws {
    let parsed = parseNote("{% hint style=\"info\" %}\n:::tip\ntext\n{% endhint %}\n")
    #expect(parsed.diagnostics.map(\.id) == ["callout.unclosed"])
    #expect(parsed.diagnostics.first?.range?.start.line == 2)
    let outer = try #require(parsed.document?.blocks.first?.callout)
    #expect(outer.syntax == .gitbook)
    #expect(outer.children.first?.callout?.syntax == .docusaurus)
    #expect(outer.range.end.line == 4)
  }

  @Test func strayClosingMarkerIsKeptAsText() {
    let parsed = parseNote("before\n{% endhint %}\n:::\n")
    #expect(parsed.diagnostics.map(\.id) == ["callout.stray-close", "callout.stray-close"])
    #expect(parsed.diagnostics.compactMap(\.range).map(\.start.line) == [2, 3])
    let texts = parsed.document?.blocks.compactMap { $0.paragraph?.content.plainText }
    #expect(texts == ["before", "{% endhint %}", ":::"])
  }

  @Test func liquidAndKramdownLeftoversStayVisible() {
    let doc = document("{% raw %}\n`{{ value }}`\n{% endraw %}\n\n{: .note}\n{:toc}\n")
    let text = visibleText(doc.blocks)
    for leftover in ["{% raw %}", "{{ value }}", "{% endraw %}", "{: .note}", "{:toc}"] {
      #expect(text.contains(leftover), "\(leftover) lost")
    }
  }

  // MARK: mdbook-admonish

  @Test func admonishFenceIsACalloutWhoseSwiftFenceIsABlockAtItsOwnLine() throws {
    let parsed = parseNote(
      """
      # 标题

      ~~~admonish example title="计数视图.swift"
      这个视图**保存**一个计数。

      ```swift
      struct 计数视图: View {
        @State private var 计数 = 0
        var body: some View { Text("\\(计数)") }
      }
      ```
      ~~~

      后面的段落
      """)
    #expect(parsed.diagnostics.isEmpty)
    let doc = try #require(parsed.document)
    let callout = try #require(doc.blocks[1].callout)
    #expect(callout.syntax == .admonish)
    #expect(callout.kind == .note)
    #expect(callout.title == "计数视图.swift")
    #expect(
      callout.range
        == SourceRange(start: .init(line: 3, column: 1), end: .init(line: 12, column: 3)))
    #expect(callout.children[0].paragraph?.range.start.line == 4)
    let code = try #require(callout.children[1].codeBlock)
    #expect(code.info == "swift")
    #expect(code.firstCodeLine == 7)
    #expect(code.code.hasPrefix("struct 计数视图: View {\n"))
    #expect(doc.blocks[2].paragraph?.content == [.text("后面的段落")])
    #expect(doc.blocks.nestedCodeBlocks.map(\.firstCodeLine) == [7])
  }

  @Test func admonishDirectivesMapAsMdbookAdmonishDrawsThem() {
    for (info, kind, title) in [
      ("admonish", Callout.Kind.note, String?.none), ("admonish tip", .tip, nil),
      ("admonish warning", .warning, nil), ("admonish danger", .danger, nil),
      ("admonish hint", .tip, "Hint"), ("admonish important", .tip, "Important"),
      ("admonish example", .note, "Example"), ("admonish bug", .danger, "Bug"),
      ("admonish question", .info, "Question"), ("admonish caution", .warning, "Caution"),
      ("admonish success collapsible=true", .success, nil),
      ("admonish info title=\"Read this\"", .info, "Read this"),
      ("admonish title=\"Only a title\"", .note, "Only a title"),
    ] {
      let parsed = parseNote("```\(info)\nA short **remark**.\n```\n")
      #expect(parsed.diagnostics.isEmpty, "\(info)")
      let callout = parsed.document?.blocks.first?.callout
      #expect(callout?.kind == kind, "\(info)")
      #expect(callout?.title == title, "\(info)")
      #expect(callout?.children.first?.paragraph != nil, "\(info)")
    }
  }

  @Test func admonishUnknownDirectiveWarnsAndIsANote() throws {
    let parsed = parseNote("```admonish 참고사항\n본문입니다.\n```\n")
    #expect(parsed.diagnostics.map(\.id) == ["callout.unknown-style"])
    #expect(parsed.diagnostics.first?.range?.start.line == 1)
    let callout = try #require(parsed.document?.blocks.first?.callout)
    #expect(callout.kind == .note)
    #expect(callout.title == "참고사항")
  }

  @Test func admonishFenceInsideACodeFenceStaysCode() {
    let source = """
      ````markdown
      ```admonish tip
      Write **markdown** here.
      ```
      ````

      ```swift
      let admonish = "```admonish"
      ```
      """
    let parsed = parseNote(source)
    #expect(parsed.diagnostics.isEmpty)
    let blocks = parsed.document?.blocks ?? []
    #expect(blocks.count == 2)
    #expect(blocks.first?.codeBlock?.code == "```admonish tip\nWrite **markdown** here.\n```\n")
    #expect(blocks.last?.codeBlock?.code == "let admonish = \"```admonish\"\n")
  }

  @Test func admonishInAListClosesAtItsOwnFenceNotAnInnerOne() throws {
    let parsed = parseNote(
      """
      - 첫 단계

        ````admonish info
        ```swift
        let 이름 = "민수"
        ```
        ````
      - 둘째 단계
      """)
    #expect(parsed.diagnostics.isEmpty)
    let list = try #require(parsed.document?.blocks.first?.list)
    #expect(list.items.count == 2)
    let callout = try #require(list.items[0].children.last?.callout)
    #expect(callout.kind == .info)
    #expect(callout.range.start == SourcePosition(line: 3, column: 3))
    let code = try #require(callout.children.first?.codeBlock)
    #expect(code.code == "let 이름 = \"민수\"\n")
    #expect(code.firstCodeLine == 5)
  }

  @Test func unclosedAdmonishRunsToTheEndWithAWarning() throws {
    let parsed = parseNote("intro\n\n```admonish warning\nNever closed.\n")
    #expect(parsed.diagnostics.map(\.id) == ["callout.unclosed"])
    #expect(parsed.diagnostics.first?.range?.start.line == 3)
    let callout = try #require(parsed.document?.blocks.last?.callout)
    #expect(callout.kind == .warning)
    #expect(callout.children.first?.paragraph?.content == [.text("Never closed.")])
  }
}
