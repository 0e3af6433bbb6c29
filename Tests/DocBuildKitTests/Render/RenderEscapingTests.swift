import Testing

@testable import DocBuildKit

struct RenderEscapingTests {
  @Test func textEscapesMarkupCharacters() {
    #expect(HTMLEscaping.text("a < b && c > d") == "a &lt; b &amp;&amp; c &gt; d")
    #expect(HTMLEscaping.text("\"quoted\" 'single'") == "\"quoted\" 'single'")
  }

  @Test func attributeEscapesQuotes() {
    #expect(HTMLEscaping.attribute("x\" onload=\"y") == "x&quot; onload=&quot;y")
    #expect(HTMLEscaping.attribute("it's") == "it&#39;s")
  }

  @Test func keepsKoreanAndChineseText() {
    #expect(HTMLEscaping.text("상태 <State> 状态") == "상태 &lt;State&gt; 状态")
  }

  @Test func replacesNul() {
    #expect(HTMLEscaping.text("a\u{0}b") == "a\u{FFFD}b")
  }

  @Test func paragraphTextIsEscapedInBody() {
    let document = Document(
      path: "en/a.md", frontMatter: FrontMatter(),
      blocks: [
        .paragraph(
          Paragraph(
            content: [.text("<script>alert(1)</script> & more")], range: SourceRange(lines: 1, 1)))
      ])
    let body = BodyRenderer.render(
      document, options: BodyRenderOptions(language: .en, path: "en/a.md"))
    #expect(body.html == "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>\n")
    #expect(body.plainText == "<script>alert(1)</script> & more")
  }
}
