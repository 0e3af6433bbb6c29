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
    #expect(html.contains("<span class=\"com\">// 카운터</span>"))
    #expect(html.contains("<span class=\"kw\">struct</span>"))
    #expect(html.contains("<span class=\"ty\">View</span>"))
    #expect(
      html.contains("<span class=\"attr\">@State</span>")
        || html.contains("<span class=\"attr\">State</span>"))
    #expect(html.contains("<span class=\"num\">0</span>"))
    #expect(html.contains("<span class=\"str\">"))
  }

  /// Tokens of one class with only spaces or line breaks between share a span; identifiers and
  /// operators, which style.css does not colour, get none; placeholders keep a span (a border) each.
  @Test func adjacentTokensOfOneClassShareASpan() {
    let html = SwiftHighlighter.highlightedHTML(
      "private static let a = b + 1 // one\n// two\nf(<#x#>, <#y#>) <#z#> <#w#>\n")
    #expect(html.hasPrefix("<span class=\"kw\">private static let</span> a = b + <span class=\"num\">1</span> "))
    #expect(html.contains("<span class=\"com\">// one\n// two</span>"))
    #expect(html.contains("<span class=\"ph\">&lt;#z#&gt;</span> <span class=\"ph\">&lt;#w#&gt;</span>"))
    #expect(!html.contains("+</span>") && !html.contains(">a<"))
  }

  /// Removing the spans and unescaping must give back the exact source.
  @Test(arguments: [
    "let a = 1 < 2 && \"x\" != \"<y>\"\n", "func broken( {{ let = \n",
    "/* 注释 */ let 값 = \"한글\"\n\n\n", "",
  ])
  func preservesTheExactText(_ source: String) {
    let html = SwiftHighlighter.highlightedHTML(source)
    var stripped = html
    while let open = stripped.range(of: "<span class=\"[^\"]*\">", options: .regularExpression) {
      stripped.removeSubrange(open)
    }
    stripped = stripped.replacingOccurrences(of: "</span>", with: "")
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
      body.html.hasPrefix("<pre class=\"code swift\"><code><span class=\"kw\">let</span>"))
    #expect(body.html.hasSuffix("</code></pre><div class=\"run\">2</div>\n"))
  }
}
