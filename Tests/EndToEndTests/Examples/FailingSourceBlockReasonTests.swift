import Testing

@testable import DocBuildKit

/// A lone `body` reading a value another block declares, when that block does not compile
/// itself (two versions of the value in one block): the reason says that block fails too.
@Suite struct FailingSourceBlockReasonTests {
  @Test func aSourceBlockDeclaringTwiceIsSaidToFail() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/lamp.md",
      """
      # 台灯

      开关可以是计算属性，也可以是存储属性：

      ```swift
      var isLit: Bool { true }
      var isLit: Bool = true
      ```

      灯的样子：

      ```swift
      var body: some View {
        Circle()
          .fill(isLit ? Color.yellow : Color.gray)
      }
      ```

      """)
    #expect(report.count == 2)
    #expect(report.first?.contains("failed (compile error)") == true)
    #expect(
      report.last
        == "zh/lamp.md:12: not run (excerpt): members of a type the note never shows; they read `isLit` (line 5), declared in another block; the block at line 5 does not compile itself (its error is shown under it)"
    )
    #expect(page.contains("第 5 行的代码块本身就无法编译（错误显示在那个代码块下面）"))
  }

  @Test func aSourceBlockThatCompilesIsNotSaidToFail() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/lamp.md",
      """
      # 조명

      ```swift
      var isLit: Bool = true
      ```

      ```swift
      var body: some View {
        Circle().fill(isLit ? Color.yellow : Color.gray)
      }
      ```

      """)
    #expect(report.last?.contains("does not compile") == false)
    #expect(!page.contains("그 자체로 컴파일되지 않습니다"))
  }
}
