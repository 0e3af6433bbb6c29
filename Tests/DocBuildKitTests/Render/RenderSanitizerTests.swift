import Testing

@testable import DocBuildKit

struct RenderSanitizerTests {
  @Test func keepsHarmlessMarkup() {
    #expect(
      HTMLSanitizer.sanitize("<img src=\"a.png\" width=300 alt='그림'>")
        == "<img src=\"a.png\" width=\"300\" alt=\"그림\">")
    #expect(HTMLSanitizer.sanitize("줄<br>바꿈<br/>") == "줄<br>바꿈<br />")
    #expect(
      HTMLSanitizer.sanitize("<details open><summary>더 보기</summary>H<sub>2</sub>O</details>")
        == "<details open><summary>더 보기</summary>H<sub>2</sub>O</details>")
    #expect(HTMLSanitizer.sanitize("&nbsp;&copy; a &lt; b") == "&nbsp;&copy; a &lt; b")
  }

  @Test func dropsScriptWithItsContent() {
    #expect(HTMLSanitizer.sanitize("a<script>alert(1)</script>b") == "ab")
    #expect(HTMLSanitizer.sanitize("a<SCRIPT type=x>alert('</b>')</ScRiPt >b") == "ab")
    // Never closed, it is shown as text rather than taking the rest of the page with it.
    #expect(HTMLSanitizer.sanitize("a<script>never closed") == "a&lt;script&gt;never closed")
  }

  @Test func dropsStyleAndIframeWithContent() {
    #expect(HTMLSanitizer.sanitize("<style>body{display:none}</style>text") == "text")
    #expect(
      HTMLSanitizer.sanitize("<iframe src=\"https://evil.example\">inside</iframe>after") == "after"
    )
  }

  @Test func dropsDangerousTagsButKeepsTheirText() {
    #expect(HTMLSanitizer.sanitize("<form action=x><b>양식</b></form>") == "<b>양식</b>")
    #expect(
      HTMLSanitizer.sanitize(
        "<object data=x></object><embed src=y><meta http-equiv=refresh><base href=/>") == "")
    #expect(HTMLSanitizer.sanitize("<link rel=stylesheet href=x.css>") == "")
  }

  @Test func dropsEventHandlers() {
    #expect(HTMLSanitizer.sanitize("<img src=x onerror=alert(1)>") == "<img src=\"x\">")
    #expect(
      HTMLSanitizer.sanitize("<div OnMouseOver=\"alert(1)\" class=c>x</div>")
        == "<div class=\"c\">x</div>")
    #expect(HTMLSanitizer.sanitize("<svg/onload=alert(1)>") == "<svg>")
  }

  @Test(arguments: [
    "<a href=\"javascript:alert(1)\">x</a>",
    "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
    "<a href=\" javascript:alert(1)\">x</a>",
    "<a href=\"java\tscript:alert(1)\">x</a>",
    "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
    "<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)\">x</a>",
    "<a href=\"&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)\">x</a>",
    "<a href=\"javascript&colon;alert(1)\">x</a>",
    "<a href=vbscript:msgbox(1)>x</a>",
    "<a href='data:text/html;base64,PHNjcmlwdD4='>x</a>",
  ])
  func dropsScriptURLs(_ html: String) {
    #expect(HTMLSanitizer.sanitize(html) == "<a>x</a>")
  }

  @Test func keepsOrdinaryAndImageDataURLs() {
    #expect(HTMLSanitizer.isSafeURL("https://example.com/a?b=javascript:"))
    #expect(HTMLSanitizer.isSafeURL("../ko/state.html#상태"))
    #expect(HTMLSanitizer.isSafeURL("data:image/png;base64,iVBORw0KGgo="))
    #expect(!HTMLSanitizer.isSafeURL("data:image/svg+xml;base64,PHN2Zz4="))
    #expect(HTMLSanitizer.sanitize("<img srcset=\"a.png 1x, javascript:x 2x\">") == "<img>")
  }

  @Test func escapesStrayAndMalformedMarkup() {
    #expect(HTMLSanitizer.sanitize("1 < 2 > 0 & done") == "1 &lt; 2 &gt; 0 &amp; done")
    #expect(
      HTMLSanitizer.sanitize("<img src=\"x onerror=alert(1)") == "&lt;img src=\"x onerror=alert(1)")
    #expect(
      HTMLSanitizer.sanitize("<scr<script>ipt>alert(1)") == "&lt;scr&lt;script&gt;ipt&gt;alert(1)")
    #expect(HTMLSanitizer.sanitize("<!-- hidden --><b>x</b><!-- never closed") == "<b>x</b>")
    #expect(HTMLSanitizer.sanitize("<a \"=x>y</a>") == "<a>y</a>")
  }

  @Test func survivesHostileInput() {
    let inputs = [
      String(repeating: "<", count: 10_000), String(repeating: "<a ", count: 5_000),
      String(repeating: "<div>", count: 10_000), "<a href=\"", "&#99999999999999999999;", "<", "</",
      "&",
    ]
    for input in inputs {
      let output = HTMLSanitizer.sanitize(input)
      #expect(!output.lowercased().contains("<script"))
      #expect(!output.isEmpty || input.isEmpty)
    }
  }

  @Test func visibleTextSkipsScripts() {
    #expect(HTMLSanitizer.visibleText("<p>안녕 &amp; 你好<script>x()</script></p>") == "안녕 & 你好")
  }
}
