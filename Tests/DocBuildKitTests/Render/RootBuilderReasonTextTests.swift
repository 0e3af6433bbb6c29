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
}
