import Testing

@testable import DocBuildKit

struct RenderHighlighterTests {
  @Test func classifiesASmallSnippet() {
    let source = """
      // 카운터
      struct Counter: View {
        @State private var count = 0
        var body: some View { Text("값: \\(count)") }
      }

      """
    let html = SwiftHighlighter.html(source)
    #expect(html.hasPrefix("<pre class=\"code swift\"><code>"))
    #expect(html.hasSuffix("</code></pre>"))
    #expect(html.contains("<hl-com>// 카운터</hl-com>"))
    #expect(html.contains("<hl-kw>struct</hl-kw>"))
    #expect(html.contains("<hl-ty>View</hl-ty>"))
    #expect(
      html.contains("<hl-attr>@State</hl-attr>")
        || html.contains("<hl-attr>State</hl-attr>"))
    #expect(html.contains("<hl-num>0</hl-num>"))
    #expect(html.contains("<hl-str>"))
  }

  /// Tokens of one kind with only spaces or line breaks between share an element; identifiers and
  /// operators, which style.css does not colour, get none; placeholders keep one (a border) each.
  @Test func adjacentTokensOfOneKindShareAnElement() {
    let html = SwiftHighlighter.highlightedHTML(
      "private static let a = b + 1 // one\n// two\nf(<#x#>, <#y#>) <#z#> <#w#>\n")
    #expect(html.hasPrefix("<hl-kw>private static let</hl-kw> a = b + <hl-num>1</hl-num> "))
    #expect(html.contains("<hl-com>// one\n// two</hl-com>"))
    #expect(html.contains("<hl-ph>&lt;#z#&gt;</hl-ph> <hl-ph>&lt;#w#&gt;</hl-ph>"))
    #expect(!html.contains("+</") && !html.contains(">a<"))
  }

  /// Removing the elements and unescaping must give back the exact source.
  @Test(arguments: [
    "let a = 1 < 2 && \"x\" != \"<y>\"\n", "func broken( {{ let = \n",
    "/* 注释 */ let 값 = \"한글\"\n\n\n", "", "// a \u{600}\n// b\n",
  ])
  func preservesTheExactText(_ source: String) {
    let html = SwiftHighlighter.highlightedHTML(source)
    var stripped = html
    while let tag = stripped.range(of: "</?hl-[a-z]+>", options: .regularExpression) {
      stripped.removeSubrange(tag)
    }
    let unescaped = stripped.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(
      of: "&gt;", with: ">"
    )
    .replacingOccurrences(of: "&amp;", with: "&")
    #expect(unescaped == source)
  }

  @Test func otherLanguagesArePlainAndEscaped() {
    let block = CodeBlock(
      info: "js", code: "if (a < b) {}\n", isFenced: true, range: SourceRange(lines: 1, 3),
      firstCodeLine: 2)
    let document = Document(
      path: "en/a.md", frontMatter: FrontMatter(), blocks: [.codeBlock(block)])
    let body = BodyRenderer.render(
      document, options: BodyRenderOptions(language: .en, path: "en/a.md"))
    #expect(body.html == "<pre class=\"code language-js\"><code>if (a &lt; b) {}\n</code></pre>\n")
  }

  @Test func swiftFenceSpellingsAreHighlighted() {
    let block = CodeBlock(
      info: "Swift", code: "let x = 1\n", isFenced: true, range: SourceRange(lines: 1, 3),
      firstCodeLine: 2)
    let document = Document(
      path: "en/a.md", frontMatter: FrontMatter(), blocks: [.codeBlock(block)])
    let body = BodyRenderer.render(
      document,
      options: BodyRenderOptions(
        language: .en, path: "en/a.md",
        codeBlockSupplement: { "<div class=\"run\">\($0.firstCodeLine)</div>" }))
    #expect(
      body.html.hasPrefix("<pre class=\"code swift\"><code><hl-kw>let</hl-kw>"))
    #expect(body.html.hasSuffix("</code></pre><div class=\"run\">2</div>\n"))
  }
}
