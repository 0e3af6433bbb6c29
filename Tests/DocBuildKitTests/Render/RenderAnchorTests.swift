import Testing

@testable import DocBuildKit

struct RenderAnchorTests {
  @Test func englishHeadings() {
    #expect(HeadingAnchors.slug("Getting Started!") == "getting-started")
    #expect(HeadingAnchors.slug("What is @State?") == "what-is-state")
    #expect(HeadingAnchors.slug("  Spaces   inside  ") == "spaces-inside")
  }

  @Test func koreanHeadingsKeepHangul() {
    #expect(HeadingAnchors.slug("상태 관리하기") == "상태-관리하기")
    #expect(HeadingAnchors.slug("@State와 @Binding의 차이는?") == "state와-binding의-차이는")
  }

  @Test func chineseHeadingsKeepHanzi() {
    #expect(HeadingAnchors.slug("什么是 SwiftUI？") == "什么是-swiftui")
    #expect(HeadingAnchors.slug("数据流：第 2 部分") == "数据流第-2-部分")
  }

  @Test func emptyAnchorFallsBack() {
    #expect(HeadingAnchors.slug("？！…") == "section")
    #expect(HeadingAnchors.slug("") == "section")
  }

  @Test func duplicatesAreNumbered() {
    var anchors = HeadingAnchors()
    #expect(anchors.anchor(for: "예제").text == "예제")
    #expect(anchors.anchor(for: "예제").text == "예제-1")
    #expect(anchors.anchor(for: "예제").text == "예제-2")
    #expect(anchors.anchor(for: "!!").text == "section")
    #expect(anchors.anchor(for: "??").text == "section-1")
  }

  /// A title whose own slug looks like a numbered duplicate takes that place, and the duplicates
  /// after it skip it; a number written otherwise (`-01`) is a slug of its own.
  @Test func titlesThatLookNumberedAreNotGivenTwice() {
    var anchors = HeadingAnchors()
    #expect(anchors.anchor(for: "x").text == "x")
    #expect(anchors.anchor(for: "x 2").text == "x-2")
    #expect(anchors.anchor(for: "x").text == "x-1")
    #expect(anchors.anchor(for: "x").text == "x-3")
    #expect(anchors.anchor(for: "x 1").text == "x-1-1")
    #expect(anchors.anchor(for: "x 01").text == "x-01")
    #expect(anchors.anchor(for: "x-1").text == "x-1-2")
  }

  @Test func headingsRenderWithIdAndTOC() {
    let range = SourceRange(lines: 1, 1)
    let document = Document(
      path: "zh/a.md", frontMatter: FrontMatter(),
      blocks: [
        .heading(Heading(level: 2, content: [.text("状态")], range: range)),
        .heading(Heading(level: 3, content: [.text("状态")], range: range)),
      ])
    let body = BodyRenderer.render(
      document, options: BodyRenderOptions(language: .zh, path: "zh/a.md"))
    // The "#" link beside it is site.js's: the HTML holds the id once.
    #expect(body.html.contains("<h2 id=\"状态\">状态</h2>"))
    #expect(body.html.contains("<h3 id=\"状态-1\">"))
    #expect(
      body.toc == [
        TOCEntry(level: 2, title: "状态", anchor: "状态"),
        TOCEntry(level: 3, title: "状态", anchor: "状态-1"),
      ])
  }
}
