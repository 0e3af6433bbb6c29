import Testing

@testable import DocBuildKit

struct RenderBodyTests {
  private let line = SourceRange(lines: 1, 1)

  private func render(
    _ blocks: [Block], language: Language = .en, resolveLink: @escaping (String) -> String? = { $0 }
  )
    -> RenderedBody
  {
    BodyRenderer.render(
      Document(path: "\(language)/note.md", frontMatter: FrontMatter(), blocks: blocks),
      options: BodyRenderOptions(
        language: language, path: "\(language)/note.md", resolveLink: resolveLink))
  }

  @Test(arguments: Callout.Kind.allCases)
  func calloutsHaveTranslatedTitles(_ kind: Callout.Kind) {
    let expected: [Callout.Kind: [Language: String]] = [
      .note: [.ko: "참고", .zh: "备注", .en: "Note"], .tip: [.ko: "팁", .zh: "提示", .en: "Tip"],
      .info: [.ko: "정보", .zh: "信息", .en: "Info"], .success: [.ko: "성공", .zh: "成功", .en: "Success"],
      .important: [.ko: "중요", .zh: "重要", .en: "Important"],
      .warning: [.ko: "경고", .zh: "警告", .en: "Warning"],
      .caution: [.ko: "주의", .zh: "注意", .en: "Caution"],
      .danger: [.ko: "위험", .zh: "危险", .en: "Danger"],
    ]
    let callout = Callout(
      kind: kind, syntax: .github, title: nil,
      children: [
        .paragraph(Paragraph(content: [.text("내용 "), .code("@State")], range: line)),
        .codeBlock(
          CodeBlock(
            info: "swift", code: "let x = 1\n", isFenced: true, range: line, firstCodeLine: 2)),
      ], range: line)
    for language in SiteConfiguration.standard.languages {
      let body = render([.callout(callout)], language: language)
      let title = expected[kind]![language]!
      #expect(
        body.html.hasPrefix(
          "<aside class=\"callout callout-\(kind.rawValue)\"><p class=\"callout-title\">\(title)</p>\n<p>내용 <code>@State</code></p>\n<pre class=\"code swift\">"
        ))
      #expect(body.html.hasSuffix("</aside>\n"))
      #expect(body.plainText.hasPrefix("\(title)\n내용 @State"))
    }
  }

  @Test(arguments: [
    (Language.ko, "~~~admonish tip\n상태는 **뷰 안에서** 바꿉니다.\n\n```swift\nlet 점수 = 1\n```\n~~~\n", "팁",
     "상태는 <strong>뷰 안에서</strong> 바꿉니다."),
    (.zh, "```admonish example title=\"示例\"\n按钮**加一**。\n\n~~~swift\nlet 数量 = 1\n~~~\n```\n", "示例",
     "按钮<strong>加一</strong>。"),
    (.en, "```admonish warning\nNever change **state** from outside.\n\n~~~swift\nlet count = 1\n~~~\n```\n",
     "Warning", "Never change <strong>state</strong> from outside."),
  ])
  func admonishFenceRendersAsACalloutAroundItsMarkdown(
    language: Language, note: String, title: String, paragraph: String
  ) throws {
    let document = try #require(parseNote(note, path: "\(language)/note.md").document)
    let html = BodyRenderer.render(
      document, options: BodyRenderOptions(language: language, path: "\(language)/note.md")
    ).html
    #expect(html.contains("<p class=\"callout-title\">\(title)</p>\n<p>\(paragraph)</p>\n<pre class=\"code swift\">"), "\(html)")
    #expect(!html.contains("admonish"), "\(html)")
  }

  @Test func calloutOwnTitleWins() {
    let callout = Callout(
      kind: .tip, syntax: .docusaurus, title: "<직접> 쓴 제목", children: [], range: line)
    #expect(
      render([.callout(callout)], language: .ko).html.contains(
        "<p class=\"callout-title\">&lt;직접&gt; 쓴 제목</p>"))
  }

  @Test func missingNoteLinkWarnsAndKeepsHref() {
    let range = SourceRange(
      start: SourcePosition(line: 4, column: 7), end: SourcePosition(line: 4, column: 30))
    let blocks: [Block] = [
      .paragraph(
        Paragraph(
          content: [
            .link(
              Inline.Link(
                destination: "missing.md", title: "", children: [.text("없는 글")], range: range)),
            .text(" "),
            .link(
              Inline.Link(
                destination: "state.md#상태", title: "t", children: [.text("상태")], range: line)),
            .text(" "),
            .link(
              Inline.Link(
                destination: "https://swift.org", title: "", children: [.text("Swift")], range: line
              )),
          ], range: line))
    ]
    let body = render(
      blocks, language: .ko,
      resolveLink: { destination in
        if destination.hasPrefix("missing") { return nil }
        return destination.replacingOccurrences(of: ".md", with: ".html")
      })
    #expect(
      body.html
        == "<p><a href=\"missing.md\">없는 글</a> <a href=\"state.html#상태\" title=\"t\">상태</a> <a href=\"https://swift.org\" rel=\"noopener\">Swift</a></p>\n"
    )
    #expect(body.diagnostics.count == 1)
    #expect(body.diagnostics.first?.id == "link.missing-note")
    #expect(
      body.diagnostics.first?.formatted
        == "ko/note.md:4:7: warning: link to a missing note 'missing.md'")
  }

  @Test func unsafeLinkLosesItsHrefButKeepsText() {
    let link = Inline.Link(
      destination: "javascript:alert(1)", title: "", children: [.text("click")], range: line)
    let body = render([.paragraph(Paragraph(content: [.link(link)], range: line))])
    #expect(body.html == "<p>click</p>\n")
    #expect(body.diagnostics.map(\.id) == ["link.unsafe-url"])
  }

  @Test func imagesAreLazyAndSanitised() {
    let good = Inline.Image(source: "img/a.png", title: "", alt: [.text("그림 \"1\"")], range: line)
    let bad = Inline.Image(source: "javascript:x", title: "", alt: [.text("x")], range: line)
    let body = render([.paragraph(Paragraph(content: [.image(good), .image(bad)], range: line))])
    #expect(
      body.html
        == "<p><img src=\"img/a.png\" alt=\"그림 &quot;1&quot;\" loading=\"lazy\"><img alt=\"x\" loading=\"lazy\"></p>\n"
    )
  }

  @Test func listsTasksAndStart() {
    let item: (String, Bool?) -> List.Item = { text, task in
      List.Item(
        task: task, children: [.paragraph(Paragraph(content: [.text(text)], range: self.line))],
        range: self.line)
    }
    let ordered = List(
      isOrdered: true, start: 3, isTight: true, items: [item("셋", nil), item("넷", nil)], range: line
    )
    let tasks = List(
      isOrdered: false, start: 1, isTight: true, items: [item("done", true), item("todo", false)],
      range: line)
    let loose = List(
      isOrdered: false, start: 1, isTight: false, items: [item("a", nil)], range: line)
    let body = render([.list(ordered), .list(tasks), .list(loose)])
    #expect(
      body.html == """
        <ol start="3">
        <li>셋</li>
        <li>넷</li>
        </ol>
        <ul class="contains-task-list">
        <li class="task-list-item"><input type="checkbox" disabled checked> done</li>
        <li class="task-list-item"><input type="checkbox" disabled> todo</li>
        </ul>
        <ul>
        <li><p>a</p>
        </li>
        </ul>

        """)
  }

  @Test func tablesWithAlignment() {
    let table = Table(
      alignments: [.left, .center, .right, .none],
      header: [[.text("a")], [.text("b")], [.text("c")], [.text("d")]],
      rows: [[[.text("1")], [.strong([.text("2")])], [.text("3")], [.text("<4>")]]], range: line)
    #expect(
      render([.table(table)]).html == """
        <div class="table-wrapper"><table class="left-1 center-2 right-3">
        <thead>
        <tr><th>a<th>b<th>c<th>d
        </thead>
        <tbody>
        <tr><td>1<td><strong>2</strong><td>3<td>&lt;4&gt;
        </tbody>
        </table></div>

        """)
  }

  /// style.css has a rule per alignment for the first columns only: the ones after them keep a
  /// style on each cell, and a table without alignments has no class.
  @Test func columnsBeyondTheStylesheetsRulesKeepAStylePerCell() {
    let count = BodyHTMLVisitor.alignedColumnClasses + 2
    let alignments =
      [Table.Alignment](repeating: .none, count: count - 3) + [.right, .center, .left]
    let cells = (1...count).map { [Inline.text("\($0)")] }
    let html = render([
      .table(Table(alignments: alignments, header: cells, rows: [cells], range: line))
    ]).html
    #expect(html.contains("<table class=\"right-\(count - 2)\">"))
    #expect(
      html.contains(
        "<th style=\"text-align: center\">\(count - 1)<th style=\"text-align: left\">\(count)\n"))
    #expect(html.components(separatedBy: "style=").count - 1 == 4)
    let plain = render([
      .table(Table(alignments: [.none], header: [cells[0]], rows: [], range: line))
    ]).html
    #expect(plain.hasPrefix("<div class=\"table-wrapper\"><table>\n"))
  }

  @Test func footnotesAreNumberedInReferenceOrder() {
    let blocks: [Block] = [
      .paragraph(
        Paragraph(
          content: [
            .text("A"), .footnoteReference(label: "second"), .text("B"),
            .footnoteReference(label: "First"),
            .footnoteReference(label: "second"),
          ], range: line)),
      .footnoteDefinition(
        FootnoteDefinition(
          label: "first", children: [.paragraph(Paragraph(content: [.text("一")], range: line))],
          range: line)),
      .footnoteDefinition(
        FootnoteDefinition(
          label: "second", children: [.paragraph(Paragraph(content: [.text("二")], range: line))],
          range: line)),
    ]
    let body = render(blocks, language: .zh)
    #expect(
      body.html.contains(
        "A<sup class=\"footnote-ref\"><a href=\"#fn-1\" id=\"fnref-1\">1</a></sup>B<sup class=\"footnote-ref\"><a href=\"#fn-2\" id=\"fnref-2\">2</a></sup><sup class=\"footnote-ref\"><a href=\"#fn-1\" id=\"fnref-1-2\">1</a></sup>"
      ))
    #expect(
      body.html.hasSuffix(
        """
        <section class="footnotes" aria-label="脚注">
        <ol>
        <li id="fn-1"><p>二 <a class="footnote-back" href="#fnref-1" aria-label="返回正文">↩</a></p>
        </li>
        <li id="fn-2"><p>一 <a class="footnote-back" href="#fnref-2" aria-label="返回正文">↩</a></p>
        </li>
        </ol>
        </section>

        """))
  }

  @Test func rawHTMLIsSanitisedAndThematicBreak() {
    let body = render([
      .html(
        HTMLBlock(
          html: "<div align=center><img src=a.png width=200 onerror=x></div>\n<script>x</script>",
          range: line)),
      .thematicBreak(line),
      .paragraph(
        Paragraph(
          content: [
            .text("H"), .html("<sub>"), .text("2"), .html("</sub>"), .text("O"),
            .html("<img src=x onerror=alert(1)>"),
          ], range: line)),
    ])
    #expect(
      body.html
        == "<div align=\"center\"><img src=\"a.png\" width=\"200\"></div>\n<hr>\n<p>H<sub>2</sub>O<img src=\"x\"></p>\n"
    )
  }

  @Test func deepNestingStaysShallowAndKeepsText() {
    var block = Block.paragraph(Paragraph(content: [.text("바닥")], range: line))
    for _ in 0..<2_000 { block = .blockQuote(BlockQuote(children: [block], range: line)) }
    let body = render([block])
    #expect(body.html.contains("<p>바닥</p>"))
    #expect(
      body.html.components(separatedBy: "<blockquote>").count - 1 == BodyHTMLVisitor.maximumNesting
        + 1)
  }
}
