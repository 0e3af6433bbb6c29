import Testing

@testable import DocBuildKit

/// A fragment reading a member a type gains where the page declares it again, through data built
/// from the type's earlier declaration: both declarations are named, and what the data lacks.
struct EarlierVersionDataTests {
  private static let blocks = [
    (
      code:
        "struct 花: Identifiable {\n  let id = UUID()\n  let 名字: String\n}\nlet 花束 = [花(名字: \"菊\")]\n",
      line: 3
    ),
    (
      code: "struct 花: Identifiable {\n  let id = UUID()\n  let 名字: String\n  let 颜色: String\n}\n",
      line: 12
    ),
  ]

  private static func read(_ code: String, block: Int) -> EarlierVersionData? {
    EarlierVersionData.read(
      in: code, block: block, declarationLines: ["花束": 3, "花": 3],
      blockCodes: Dictionary(uniqueKeysWithValues: blocks.map { ($0.line, $0.code) }),
      memberOwners: MemberOwners.owners(in: blocks))
  }

  @Test func dataOfTheEarlierTypeLacksTheMemberTheLaterOneGains() {
    #expect(
      Self.read("List(花束) { 一朵 in\n  Text(一朵.颜色)\n}\n", block: 20)
        == EarlierVersionData(
          value: "花束", valueLine: 3, type: "花", oldLine: 3, newLine: 12, members: ["颜色"]))
  }

  @Test func membersBothDeclarationsHaveAreNoCause() {
    #expect(Self.read("List(花束) { 一朵 in\n  Text(一朵.名字)\n}\n", block: 20) == nil)
  }

  @Test func aBlockBeforeTheLaterDeclarationIsNotRead() {
    #expect(Self.read("List(花束) { 一朵 in\n  Text(一朵.颜色)\n}\n", block: 10) == nil)
  }

  @Test func theReasonNamesBothDeclarationsInEachLanguage() {
    let reason = NotRunReason.readsEarlierVersion(
      .viewExpression,
      EarlierVersionData(
        value: "flowers", valueLine: 3, type: "Flower", oldLine: 3, newLine: 12,
        members: ["colour"]))
    #expect(
      reason.text(in: .en).hasSuffix(
        "it reads `colour`, which `Flower` has only as line 12 declares it again: `flowers` (line 3) is built from the earlier `Flower` (line 3), which lacks it"
      ))
    #expect(
      reason.text(in: .zh).hasSuffix(
        "读取了 `colour`，但只有第 12 行重新声明的 `Flower` 才有：`flowers`（第 3 行）是用更早的 `Flower`（第 3 行）构建的，没有这些成员"
      ))
    #expect(
      reason.text(in: .ko).hasSuffix(
        "`colour`을(를) 읽지만, 그것은 12행에서 다시 선언한 `Flower`에만 있습니다: `flowers`(3행)은(는) 그보다 앞의 `Flower`(3행)로 만든 값이라 그 멤버가 없습니다"
      ))
  }
}
