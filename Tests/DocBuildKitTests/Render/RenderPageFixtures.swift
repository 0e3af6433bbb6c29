@testable import DocBuildKit

/// Hand-made notes for the page tests: one small note about a counter, written anew in each language.
enum RenderPageFixtures {
  struct Words {
    var title: String
    var intro: String
    var stateHeading: String
    var stateText: String
    var linkText: String
    var tipText: String
    var chartStart: String
    var chartEnd: String
    var edgeLabel: String
    var tableHeader: [String]
    var tableRow: [String]
    var summaryHeading: String
    var summary: String
  }

  static let words: [Language: Words] = [
    .ko: Words(
      title: "카운터 만들기", intro: "버튼을 누를 때마다 숫자가 하나씩 올라가는 화면을 만들어 봅니다.",
      stateHeading: "상태 선언하기", stateText: "값이 바뀌면 화면이 다시 그려지도록 ", linkText: "데이터 흐름",
      tipText: "상태는 그 상태를 가진 뷰 안에서만 바꾸는 편이 좋습니다.", chartStart: "버튼 누름",
      chartEnd: "화면 갱신", edgeLabel: "값 증가", tableHeader: ["래퍼", "용도"],
      tableRow: ["@State", "뷰가 가진 값"],
      summaryHeading: "정리", summary: "상태가 바뀌면 body가 다시 계산됩니다."),
    .zh: Words(
      title: "制作计数器", intro: "我们来做一个每按一次按钮，数字就加一的界面。", stateHeading: "声明状态",
      stateText: "为了让值改变时界面重新绘制，", linkText: "数据流", tipText: "最好只在拥有状态的视图内部修改它。",
      chartStart: "按下按钮", chartEnd: "界面更新", edgeLabel: "数值加一", tableHeader: ["包装器", "用途"],
      tableRow: ["@State", "视图自己的值"], summaryHeading: "小结", summary: "状态改变后，body 会被重新计算。"),
    .en: Words(
      title: "Building a counter",
      intro: "We build a screen whose number goes up by one each time a button is tapped.",
      stateHeading: "Declaring state",
      stateText: "So that the screen is drawn again when the value changes, ",
      linkText: "data flow", tipText: "Change state only inside the view that owns it.",
      chartStart: "Tap button",
      chartEnd: "Screen updates", edgeLabel: "value + 1", tableHeader: ["Wrapper", "Use"],
      tableRow: ["@State", "A value the view owns"], summaryHeading: "Summary",
      summary: "When state changes, body is computed again."),
  ]

  static func document(_ language: Language) -> Document {
    let w = words[language]!
    var line = 0
    func next(_ count: Int = 1) -> SourceRange {
      line += count
      return SourceRange(lines: line - count + 1, line)
    }
    let code = """
      struct Counter: View {
        @State private var count = 0  // 0
        var body: some View {
          Button("+1") { count += 1 }
        }
      }

      """
    let chart =
      "graph LR\n  A[\(w.chartStart)] -->|\(w.edgeLabel)| B(count)\n  B --> C{body}\n  C --> D[\(w.chartEnd)]\n"
    return Document(
      path: "\(language.folder)/counter.md", frontMatter: FrontMatter(),
      blocks: [
        .heading(Heading(level: 1, content: [.text(w.title)], range: next())),
        .paragraph(Paragraph(content: [.text(w.intro)], range: next())),
        .heading(Heading(level: 2, content: [.text(w.stateHeading)], range: next())),
        .paragraph(
          Paragraph(
            content: [
              .text(w.stateText), .code("@State"), .text(" — "),
              .link(
                Inline.Link(
                  destination: "data-flow.md", title: "", children: [.text(w.linkText)],
                  range: next())),
            ], range: SourceRange(lines: line, line))),
        .codeBlock(
          CodeBlock(
            info: "swift", code: code, isFenced: true, range: next(8), firstCodeLine: line - 6)),
        .callout(
          Callout(
            kind: .tip, syntax: .github, title: nil,
            children: [.paragraph(Paragraph(content: [.text(w.tipText)], range: next()))],
            range: next())),
        .codeBlock(
          CodeBlock(
            info: "mermaid", code: chart, isFenced: true, range: next(6), firstCodeLine: line - 4)),
        .table(
          Table(
            alignments: [.left, .none], header: w.tableHeader.map { [.text($0)] },
            rows: [w.tableRow.map { [.code($0)] }], range: next(3))),
        .heading(Heading(level: 2, content: [.text(w.summaryHeading)], range: next())),
        .paragraph(Paragraph(content: [.text(w.summary)], range: next())),
      ])
  }

  static func page(_ language: Language) -> Page {
    let document = document(language)
    let body = BodyRenderer.render(
      document,
      options: BodyRenderOptions(
        language: language, path: document.path,
        resolveLink: { $0.hasSuffix(".md") ? String($0.dropLast(3)) + ".html" : $0 }))
    let translations: [Language: String] =
      language == .en ? [.ko: "../ko/counter.html"] : [.en: "../en/counter.html"]
    return Page(
      language: language, title: document.title, description: words[language]!.intro, body: body,
      rootPrefix: "../",
      languageHome: PageLink(title: UIString.home.text(in: language), href: "index.html"),
      translations: translations,
      chapterList: ChapterListReference(script: "toc.js", current: "counter.html"),
      currentHref: "counter.html", previous: PageLink(title: "Intro", href: "index.html"),
      next: PageLink(title: words[language]!.linkText, href: "data-flow.html"))
  }
}
