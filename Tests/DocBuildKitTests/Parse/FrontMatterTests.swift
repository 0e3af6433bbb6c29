import Foundation
import Testing

@testable import DocBuildKit

@Suite("Parse: front matter")
struct ParseFrontMatterTests {
  @Test func yamlFieldsAreRead() throws {
    let parsed = parseNote(
      """
      ---
      title: "상태 관리 입문"
      description: 뷰와 상태의 관계를 설명합니다
      tags: [swiftui, 상태]
      category: 기초
      lang: KO
      translationKey: state-intro
      order: 2
      date: 2024-05-01 10:00
      ---
      # 본문 제목

      첫 문단
      """, path: "ko/state.md")
    #expect(parsed.diagnostics.isEmpty)
    let doc = try #require(parsed.document)
    let expected = FrontMatter(
      title: "상태 관리 입문", description: "뷰와 상태의 관계를 설명합니다", tags: ["swiftui", "상태"],
      category: "기초", lang: "ko", translationKey: "state-intro", order: 2,
      date: "2024-05-01 10:00", lineCount: 10)
    #expect(doc.frontMatter == expected)
    #expect(doc.title == "상태 관리 입문")
    // The markdown after the front matter keeps the line numbers of the file.
    #expect(doc.blocks.first?.heading?.range.start == SourcePosition(line: 11, column: 1))
    #expect(doc.blocks.last?.range.start.line == 13)
  }

  @Test func jekyllHexoAndHugoSpellings() {
    let hexo = document(
      "---\ntitle: 状态与绑定\ntags:\n  - Swift\n  - iOS\ncategories:\n  - 技术\ntranslation_key: binding\n---\n"
    )
    #expect(hexo.frontMatter.tags == ["Swift", "iOS"])
    #expect(hexo.frontMatter.category == "技术")
    #expect(hexo.frontMatter.translationKey == "binding")

    let jekyll = document(
      "---\nlayout: post\ntitle: Observed objects\ntags: iOS,SwiftUI, state\nkey: observed\nweight: 7\n---\n"
    )
    #expect(jekyll.frontMatter.tags == ["iOS", "SwiftUI", "state"])
    #expect(jekyll.frontMatter.translationKey == "observed")
    #expect(jekyll.frontMatter.order == 7)

    let single = document("---\ntags: SwiftUI\ncategories: 데이터 흐름\n---\n")
    #expect(single.frontMatter.tags == ["SwiftUI"])
    #expect(single.frontMatter.category == "데이터 흐름")
  }

  @Test func withoutFrontMatterTheTitleIsTheFirstHeading() {
    let doc = document("intro\n\n## 第二级标题\n\n# 第一级\n")
    #expect(doc.frontMatter == FrontMatter())
    #expect(doc.title == "第二级标题")
  }

  @Test func malformedYAMLWarnsAtItsLineAndIsNotRendered() throws {
    let parsed = parseNote("---\ntitle: ok\ntags: [unclosed\nlang: ko\n---\n# 제목\n")
    #expect(parsed.diagnostics.count == 1)
    let diagnostic = try #require(parsed.diagnostics.first)
    #expect(diagnostic.id == "front-matter.malformed")
    #expect(diagnostic.severity == .warning)
    // libyaml notices the unclosed list where the next line starts.
    #expect(diagnostic.range?.start == SourcePosition(line: 4, column: 5))
    let doc = try #require(parsed.document)
    #expect(doc.frontMatter.lineCount == 5)
    #expect(doc.blocks.count == 1)
    #expect(doc.blocks.first?.range.start.line == 6)
    #expect(doc.title == "제목")
  }

  @Test func malformedYAMLPointsAtTheProblem() {
    let parsed = parseNote("---\ntitle: ok\n  bad: indent\n---\n")
    #expect(
      parsed.diagnostics.map(\.formatted) == [
        "note.md:3:6: warning: malformed YAML front matter (mapping values are not allowed in this context); its fields are ignored"
      ])
  }

  @Test func frontMatterThatIsNotAMappingWarns() {
    for yaml in ["- one\n- two", "just a sentence"] {
      let parsed = parseNote("---\n\(yaml)\n---\nbody\n")
      #expect(parsed.diagnostics.map(\.id) == ["front-matter.not-mapping"])
      #expect(parsed.diagnostics.first?.range?.start.line == 1)
      #expect(parsed.document?.blocks.map { $0.paragraph?.content } == [[.text("body")]])
    }
  }

  @Test func orderThatIsNotANumberWarns() {
    let parsed = parseNote("---\ntitle: x\norder: first\n---\n")
    #expect(
      parsed.diagnostics.map(\.formatted) == [
        "note.md:3:1: warning: `order` should be a whole number; ignored"
      ])
    #expect(parsed.document?.frontMatter.order == nil)
  }

  @Test func unclosedFrontMatterIsReadAsMarkdown() {
    let parsed = parseNote("---\ntitle: never closed\n\nbody text\n")
    #expect(parsed.diagnostics.map(\.id) == ["front-matter.unclosed"])
    #expect(parsed.document?.frontMatter.lineCount == 0)
    let text = visibleText(parsed.document?.blocks ?? [])
    #expect(text.contains("title: never closed"))
  }

  @Test func hugoTOMLFrontMatter() throws {
    let parsed = parseNote(
      """
      +++
      title = "Binding in \\"SwiftUI\\""
      tags = ["state", 'binding']
      weight = 3
      draft = false
      menu = { main = 1 }

      [params]
      lang = "fr"
      +++
      Body
      """)
    #expect(
      parsed.diagnostics.map(\.formatted) == [
        "note.md:6:1: warning: TOML front matter line not understood; ignored: menu = { main = 1 }"
      ])
    let doc = try #require(parsed.document)
    #expect(doc.frontMatter.title == "Binding in \"SwiftUI\"")
    #expect(doc.frontMatter.tags == ["state", "binding"])
    #expect(doc.frontMatter.order == 3)
    #expect(doc.frontMatter.lang == nil)
    #expect(doc.frontMatter.lineCount == 10)
    #expect(doc.blocks.first?.range.start.line == 11)
  }

  @Test func emptyFrontMatterIsFine() {
    let parsed = parseNote("---\n---\n# 제목\n")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.document?.frontMatter.lineCount == 2)
    #expect(parsed.document?.title == "제목")
  }
}
