import Testing

@testable import DocBuildKit

/// A setter shown alone after the property it belongs to: the page names that property, not
/// `set` and `newValue` as names the note never declares.
@Suite struct LoneAccessorReasonTests {
  static let chinese = #"""
    # 动画数据

    ```swift
    struct 波浪: Shape {
      var 高度: CGFloat

      var animatableData: CGFloat {
        get { 高度 }
        set { 高度 = newValue }
      }

      func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: rect.height - 高度, width: rect.width, height: 高度))
      }
    }
    ```

    在 set 里打印中间值：

    ```swift
    set {
      高度 = newValue
      print("高度: \(高度)")
    }
    ```

    """#

  @Test func theSetterIsSaidToBeAPieceOfItsProperty() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/01-wave.md", Self.chinese)
    #expect(
      report.last
        == "zh/01-wave.md:20: not run (excerpt): a `set` accessor shown alone, a piece of the property `animatableData` (line 3): it runs only inside that property"
    )
    #expect(page.contains("单独展示的 set 访问器：它是第 3 行属性 animatableData 的一部分"))
    #expect(!page.contains("没有声明的 newValue"))
  }

  @Test func aKoreanSetterOfAPropertyTheNoteNeverShows() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/01-setter.md",
      """
      # 세터

      ```swift
      set {
        진행률 = min(newValue, 1)
      }
      ```

      """)
    #expect(
      report == [
        "ko/01-setter.md:3: not run (excerpt): a `set` accessor shown alone, a piece of a property the note never shows: it runs only inside that property"
      ])
    #expect(page.contains("set 접근자만 따로 보여 줍니다: 이 글에서 보여 주지 않는 프로퍼티의 일부로"))
  }
}
