import Testing

@testable import DocBuildKit

/// A root view one of the page's programs builds is pointed at that program in each language,
/// never said to be made nowhere.
struct RootBuilderReasonTextTests {
  @Test func theBuildingLineIsNamedInEachLanguage() {
    let reason = NotRunReason.rootValuesNeverMade(
      "색상칩", parameters: ["이름: String", "색: Color"], builtAt: 18)
    #expect(
      reason.text(in: .ko)
        == "`색상칩`에는 `이름: String`, `색: Color` 값이 필요하고, 이 값은 18행의 코드가 이 뷰를 만들 때 넘겨 줍니다 (여기서 실행하려면 `root=`나 `#Preview`로 지정하세요)"
    )
    #expect(reason.text(in: .zh).contains("由第 18 行的代码在创建这个视图时传入"))
    #expect(
      reason.text(in: .en)
        == "`색상칩` needs `이름: String`, `색: Color`, which the code at line 18 gives it when it builds it (to run it here, name a root with `root=` or a `#Preview`)"
    )
    // Without a program building it, the note makes none.
    let never = NotRunReason.rootValuesNeverMade("색상칩", parameters: ["색: Color"])
    #expect(never.text(in: .en).contains("the note never makes one"))
  }

  /// A program building the view only inside a type nothing uses is named, with why it is no
  /// root: never "the note never makes one".
  @Test func aBuilderNoRunReachesIsNamedWithWhy() {
    let reason = NotRunReason.rootValuesNeverMade(
      "Gauge", parameters: ["format: (Int) -> String"],
      unreached: .init(line: 30, owner: "RingStyle"))
    #expect(
      reason.text(in: .en)
        == "`Gauge` needs `format: (Int) -> String`; the code at line 30 builds it inside `RingStyle`, which no view of the page uses, so that code never runs and cannot be its root (name a root with `root=` or a `#Preview`)"
    )
    #expect(reason.text(in: .ko).contains("30행의 코드가 `RingStyle` 안에서 이 뷰를 만들지만"))
    #expect(reason.text(in: .zh).contains("第 30 行的代码在 `RingStyle` 中创建这个视图"))
    for language in [Language.ko, .zh, .en] {
      #expect(!reason.text(in: language).contains("never makes"))
    }
  }
}
