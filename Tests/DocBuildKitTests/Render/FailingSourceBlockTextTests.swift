import Testing

@testable import DocBuildKit

/// Members shown apart that read a name from another block which does not compile itself say
/// so, in each language: fixing this block alone does not let it run.
struct FailingSourceBlockTextTests {
  @Test func aFailingSourceOfUnshownMembersIsSaid() {
    let reason = NotRunReason.membersOfUnshownType(
      [], elsewhere: ["열림"], lines: [40], failing: [40])
    #expect(
      reason.text(in: .en)
        == "members of a type the note never shows; they read `열림` (line 40), declared in another block; the block at line 40 does not compile itself (its error is shown under it)"
    )
    #expect(reason.text(in: .ko).hasSuffix(". 40행 블록은 그 자체로 컴파일되지 않습니다(오류는 그 블록 아래에 있습니다)"))
    #expect(reason.text(in: .zh).hasSuffix("；第 40 行的代码块本身就无法编译（错误显示在那个代码块下面）"))
  }

  @Test func aFailingSourceOfMembersOfAShownTypeIsSaid() {
    let reason = NotRunReason.membersOfShownType(
      "Ticket", line: 3, isBody: true, members: ["seat"], elsewhere: ["price", "tax"],
      lines: [12, 20], foreignModule: nil, unshown: [], failing: [12, 20])
    #expect(
      reason.text(in: .en)
        == "a `body` shown apart from its type: it reads `seat`, which `Ticket` (line 3) declares; it also reads `price` (line 12), `tax` (line 20), declared in another block; the blocks at lines 12, 20 do not compile themselves (their errors are shown under them)"
    )
    #expect(reason.text(in: .zh).contains("第 12, 20 行的代码块本身就无法编译"))
  }

  /// Blocks that compile are no stop of their own: nothing more is said.
  @Test func compilingSourcesAddNothing() {
    let reason = NotRunReason.membersOfUnshownType([], elsewhere: ["flag"], lines: [8])
    for language in [Language.ko, .zh, .en] {
      #expect(!reason.text(in: language).contains("8행 블록은"))
      #expect(!reason.text(in: language).contains("does not compile"))
      #expect(!reason.text(in: language).contains("无法编译"))
    }
  }
}
