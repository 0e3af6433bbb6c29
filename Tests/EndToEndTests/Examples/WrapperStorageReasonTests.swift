import Testing

@testable import DocBuildKit

/// A lone `init` setting `_점수 = State(initialValue:)`: the page says it sets the storage of a
/// view's `@State var 점수` and belongs inside that view, not that `_점수` is never declared.
@Suite struct WrapperStorageReasonTests {
  @Test func aLoneInitializerSettingStateStorageIsSaidToBelongToItsView() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/01-init.md",
      """
      # 처음 값 정하기

      이니셜라이저에서 상태의 처음 값을 정할 수 있습니다:

      ```swift
      init(시작: Int) {
          _점수 = State(initialValue: 시작)
      }
      ```

      """)
    #expect(
      report == [
        "ko/01-init.md:5: not run (excerpt): it sets `_점수`, the storage Swift makes for a view's `@State var 점수`; the note never shows that view, and this initializer belongs inside it"
      ])
    #expect(page.contains("_점수을(를) 설정합니다: Swift가 뷰의 @State var 점수에 만드는 저장소입니다"))
    #expect(!page.contains("선언하지 않은 _점수"))
  }

  @Test func aChineseNoteToo() throws {
    let (_, _, page) = try SiteFixture.buildNote(
      "zh/01-init.md",
      """
      # 设置初始值

      ```swift
      init(_ 名字: String) {
          _名字 = State(initialValue: 名字)
      }
      ```

      """)
    #expect(page.contains("设置了 _名字：这是 Swift 为视图的 @State var 名字 生成的存储"))
  }
}
