import Testing

@testable import DocBuildKit

/// A syntax error's block that also uses values the note writes only in its prose's code spans
/// says them too, with the paragraph's line, in each language.
struct NamedInTextReasonTextTests {
  @Test func valuesNamedOnlyInTheTextAreSaid() {
    let reason = NotRunReason.alsoNamedInText(
      .cutOff, names: ["fruits"], lines: [14])
    #expect(
      reason.text(in: .en)
        == NotRunReason.cutOff.text(in: .en)
        + "; it also uses `fruits` (line 14), named in the text, never declared in code")
    #expect(
      reason.text(in: .ko).hasSuffix(
        ". 또한 `fruits`(14행)을(를) 씁니다. 본문의 인라인 코드에만 적혀 있고 코드 블록에서는 선언되지 않습니다"))
    #expect(reason.text(in: .zh).hasSuffix("；还用到了 `fruits`（第 14 行），它只写在正文的行内代码里，没有在任何代码块中声明"))
    #expect(reason.kind == NotRunReason.cutOff.kind)
  }
}
