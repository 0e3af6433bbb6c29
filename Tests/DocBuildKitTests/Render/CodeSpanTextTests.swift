import Testing

@testable import DocBuildKit

/// Reasons quote names in backticks; the page shows them as code, the console as written.
struct CodeSpanTextTests {
  @Test func quotedNamesBecomeCodeAndAreEscaped() {
    #expect(
      CodeSpanText.html("uses `Array<Int>`, which the note never declares")
        == "uses <code>Array&lt;Int&gt;</code>, which the note never declares")
    #expect(
      CodeSpanText.html("이 글에서 선언하지 않은 `상자`을(를) 사용합니다")
        == "이 글에서 선언하지 않은 <code>상자</code>을(를) 사용합니다")
  }

  @Test func loneAndEmptyBackticksStayAsWritten() {
    #expect(CodeSpanText.html("a ` alone & more") == "a ` alone &amp; more")
    #expect(CodeSpanText.html("empty `` & more") == "empty `` &amp; more")
    #expect(CodeSpanText.html("`a` then `b") == "<code>a</code> then `b")
  }

  @Test func aNotRunBadgeShowsNamesAsCodeAndTheConsoleKeepsBackticks() {
    let reason = NotRunReason.undeclaredNames(["商店"])
    let html = ExampleResultRenderer.html(
      .notRun(reason), scenario: Scenario(steps: []), problems: [], language: .zh)
    #expect(html?.contains("使用了本文没有声明的 <code>商店</code>") == true)
    #expect(reason.text(in: .zh) == "使用了本文没有声明的 `商店`")
  }

  @Test func aFailedBlocksCalloutShowsNamesAsCodeAndEscapesTheRest() {
    let problems = [
      Diagnostic.error(
        "example.compile", "value of type `Box<Int>` has no member 'count' & a ` alone",
        path: "en/a.md", range: SourceRange(lines: 4, 4))
    ]
    let html = ExampleResultRenderer.html(
      .failed(report: nil), scenario: Scenario(steps: []), problems: problems, language: .en)
    #expect(
      html?.contains(
        "<p>4:1: Swift compiler: value of type <code>Box&lt;Int&gt;</code> has no member 'count'"
          + " &amp; a ` alone</p>") == true)
  }
}
