import Testing

@testable import DocBuildKit

/// The stylesheet and scripts a site ships: their comments, indentation and blank lines left out,
/// their code and the text of their literals as written.
struct AssetCompactionTests {
  @Test func cssLosesCommentsIndentationAndBlankLines() {
    let css = """
      /* The page. */
      body {
        color: red; /* why red */
      }

      .a > .b { content: "x" }
      """
    #expect(AssetCompaction.css(css) == "body {\ncolor: red;\n}\n.a > .b { content: \"x\" }\n")
  }

  @Test func javascriptLosesWholeLineCommentsButKeepsCodeAndTemplates() {
    let script = """
      /** A block
       *  over lines. */
      function f() {
        // a comment
        const url = "http://example.org"; // kept: after code
        const html = `<p>
        // text of the literal, not a comment
      </p>`;

        return html;
      }
      """
    #expect(
      AssetCompaction.javascript(script)
        == "function f() {\nconst url = \"http://example.org\"; // kept: after code\n"
        + "const html = `<p>\n  // text of the literal, not a comment\n</p>`;\nreturn html;\n}\n")
  }

  /// The shipped site script and stylesheet lose their comments: a tenth of them or more.
  @Test func theShippedAssetsShrink() {
    let script = AssetCompaction.javascript(EmbeddedAssets.siteJs)
    #expect(script.utf8.count < EmbeddedAssets.siteJs.utf8.count * 9 / 10)
    #expect(!script.contains("\n//"))
    let css = AssetCompaction.css(Stylesheet.css)
    #expect(css.utf8.count < Stylesheet.css.utf8.count * 9 / 10)
    #expect(!css.contains("/*"))
  }
}
