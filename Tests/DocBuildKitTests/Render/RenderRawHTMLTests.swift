import Testing

@testable import DocBuildKit

/// Raw HTML in a note never takes more of the page than the author wrote: elements a browser
/// reads as raw text cannot swallow what follows, attribute values are decoded once, and link
/// destinations mean what they say.
struct RenderRawHTMLTests {
  private func html(_ markdown: String) -> String {
    BodyRenderer.render(
      document(markdown), options: BodyRenderOptions(language: .en, path: "note.md")
    ).html
  }

  @Test func textareaInAParagraphIsText() {
    #expect(
      html("Nope, I won't have <textarea>.\n\n## Next\n")
        == "<p>Nope, I won't have &lt;textarea&gt;.</p>\n<h2 id=\"next\">Next</h2>\n")
  }

  @Test func unclosedXmpKeepsTheRestOfItsBlock() {
    #expect(
      html("<blockquote>\n  <xmp> is disallowed.  <XMP> too.\n</blockquote>\n\nAfter.\n")
        == "<blockquote>\n  &lt;xmp&gt; is disallowed.  &lt;XMP&gt; too.\n</blockquote>\n<p>After.</p>\n"
    )
  }

  @Test(arguments: [
    "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
  ])
  func tagFilterTagNeverClosedIsText(_ tag: String) {
    #expect(html("a <\(tag)> b\n\nafter\n") == "<p>a &lt;\(tag)&gt; b</p>\n<p>after</p>\n")
  }

  @Test func closedRawTextElementsStillGoWithTheirContent() {
    #expect(
      html("<div>\n<textarea>x</textarea><plaintext>y</plaintext>z\n</div>\n")
        == "<div>\nz\n</div>\n")
  }

  @Test func namedReferencesInAttributesAreDecodedOnce() {
    #expect(html("<a href=\"&ouml;\">x</a>\n") == "<p><a href=\"ö\">x</a></p>\n")
    #expect(
      html("<img alt=\"Caf&eacute; &frac12;&NotSquareSuperset;\" src=a.png>\n")
        == "<img alt=\"Café ½⊐̸\" src=\"a.png\">\n")
    // A legacy reference without `;` before `=` stays as written in an attribute.
    #expect(
      HTMLSanitizer.sanitize("<a href=\"?a=1&copy=2&not;3&amp\">x</a>")
        == "<a href=\"?a=1&amp;copy=2¬3&amp;\">x</a>")
    #expect(HTMLSanitizer.visibleText("&copy 2024 &notit; &bogus;") == "© 2024 ¬it; &bogus;")
  }

  @Test func backslashInALinkDestinationIsPercentEncoded() {
    #expect(
      html("[a](foo\\bar) ![b](\\\\img.png)\n")
        == "<p><a href=\"foo%5Cbar\">a</a> <img src=\"%5Cimg.png\" alt=\"b\" loading=\"lazy\"></p>\n"
    )
    #expect(
      HTMLSanitizer.sanitize("<a href=\"\\\\evil.example/\">x</a>")
        == "<a href=\"%5C%5Cevil.example/\">x</a>")
  }
}
