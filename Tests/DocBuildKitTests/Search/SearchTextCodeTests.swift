import Foundation
import Testing

@testable import DocBuildKit

@Suite struct SearchTextCodeTests {
  /// Sections with repeats within and across sections and pages, overlapping repeats, the marker
  /// itself, characters outside the BMP, CJK, and what JSON escapes.
  private static let pages: [[String]] = [
    [
      "struct Counter: View { @State private var count = 0 } struct Counter: View {",
      "abababababababababababab \u{7F}0 \u{7F}\u{7F} quote \" backslash \\ line\nbreak \u{2028}",
    ],
    ["상태를 바꾸면 뷰가 다시 그려집니다. 상태를 바꾸면 뷰가 다시 그려집니다.", ""],
    ["状态管理 😀😀😀😀😀😀 状态管理 😀😀😀😀😀😀", "struct Counter: View { @State private var count = 0 }"],
  ]

  @Test func repeatsBecomeBackReferencesAndTheRestStaysAsWritten() {
    var coder = SearchTextCode()
    #expect(coder.encode("plain words") == "plain words")
    let repeated = String(repeating: "binding state view ", count: 20)
    let code = coder.encode(repeated)
    #expect(code.utf8.count * 5 < repeated.utf8.count)
    #expect(code.hasPrefix("binding state view \u{7F}"))
    // A later text refers back to the earlier one; the marker itself is escaped with distance 0.
    #expect(coder.encode("plain words \u{7F}").hasSuffix("\u{7F}0"))
    // The nearest earlier "plain words", 13 scalars back (d), 11 long (b).
    #expect(coder.encode("plain words") == "\u{7F}db")
  }

  @Test(.enabled(if: NodeScript.executable != nil, Comment(rawValue: NodeScript.missing)))
  func searchResultsJavaScriptReadsEveryTextBack() throws {
    var text = SearchText([])
    text.pages = Self.pages
    let (head, parts) = text.scripts(partBytes: 100)
    #expect(parts.count == 3)
    for script in [text.javascript, head + parts.joined()] {
      let source =
        "const window = globalThis;\n" + SearchScript.tokenizer + SearchScript.ranking
        + SearchScript.results + script
        + "console.log(JSON.stringify(window.DOCBUILD_SEARCH_TEXT));\n"
      #expect(try NodeScript.run(source, as: [[String]].self) == Self.pages)
    }
  }
}
