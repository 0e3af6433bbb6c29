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

  /// A page's text longer than several windows, with repeats longer than one back-reference and
  /// farther back than the window: the coder keeps only a window, and reads back the same.
  @Test(.enabled(if: NodeScript.executable != nil, Comment(rawValue: NodeScript.missing)))
  func aLongTextBeyondTheWindowReadsBack() throws {
    let long =
      (0..<40_000).map { "word\($0 % 997) " }.joined()
      + String(repeating: "상태", count: SearchTextCode.longestRun * 3)
    var text = SearchText([])
    text.pages = [[long, long]]
    let source =
      "const window = globalThis;\n" + SearchScript.tokenizer + SearchScript.ranking
      + SearchScript.results + text.javascript
      + "console.log(JSON.stringify(window.DOCBUILD_SEARCH_TEXT));\n"
    #expect(try NodeScript.run(source, as: [[String]].self) == [[long, long]])
    #expect(text.javascript.utf8.count * 4 < long.utf8.count)
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
