import Testing

@testable import DocBuildKit

/// A block stopped by another block of the page says what stops that one: its own syntax error
/// (a misspelt keyword), or the names it uses that the note never declares (an excerpt).
extension TruthfulReasonTests {
  @Test func aNeededBlocksMisspeltKeywordIsSaid() throws {
    let (report, page) = try build(
      "ko/select.md",
      """
      # 선택

      ```swift
      struct 메인: View {
        @State pubic var 선택됨 = false
        var body: some View { Text("메인") }
      }
      ```

      ```swift
      Button("선택") { 선택됨.toggle() }
      ```

      """)
    #expect(report.count == 2)
    #expect(
      report.last
        == "ko/select.md:10: not run (fragment (view expression)): a view expression: belongs inside a view's `body` — it reads `선택됨` (line 3), declared in another block of the page, which docbuild could not compile this block with; that block does not parse — syntax error (5:10): `pubic` at line 5 is a misspelling of `public`",
      "\(report)")
    #expect(
      page.contains("그 블록은 문법 오류로 읽을 수 없습니다 — 문법 오류 (5:10): 5행의 pubic은(는) public의 오타입니다"), "\(page)"
    )
  }

  @Test func aNeededBlocksUnshownValuesAreSaid() throws {
    let (report, page) = try build(
      "zh/cities.md",
      """
      # 城市

      ```swift
      @State private var 城市列表 = [
        cityInfo(name: "北京"),
        cityInfo(name: "上海"),
      ]
      ```

      ```swift
      Text("共 \\(城市列表.count) 个城市")
      ```

      """)
    #expect(report.count == 2)
    #expect(
      report.last?.hasSuffix("; that block uses `cityInfo`, which the note never declares") == true,
      "\(report)")
    #expect(page.contains("而那个代码块使用了本文没有声明的 cityInfo"), "\(page)")
  }

  @Test func aModifiedViewInAnExcerptIsSaidToBeOne() throws {
    let (report, _) = try build(
      "en/parent.md",
      """
      # Parent

      ```swift
      struct ParentScreen: View {
        @StateObject var model = ScreenModel()
        var body: some View { ChildPanel(model: model) }
      }
      ```

      ```swift
      .padding()
      .background(model.tint)
      ```

      """)
    #expect(report.count == 2)
    #expect(
      report.last
        == "en/parent.md:10: not run (needs a block that does not compile): a chain of modifiers for the note's view `ParentScreen` (line 3), which is in an excerpt: that block uses `ScreenModel`, `ChildPanel`, which the note never declares",
      "\(report)")
  }

  /// The block that declares a type it cannot compile is not said to need a block that does not
  /// compile: it is that block.
  @Test func aBrokenBlockIsNeverSaidToNeedItself() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/dont.md",
      """
      # Don't

      ```swift
      @Observable
      struct Plant { }

      @StateObject var garden = Garden()
      ```

      ```swift
      struct PlantRow: View {
        let plant: Plant
        var body: some View { Text("plant") }
      }
      ```

      ```swift
      @Observable
      class Garden {
        var plants: [Plant] = []
      }
      ```

      """)
    #expect(report.count == 3)
    #expect(!report[0].contains("(line 3), declared in a block that does not compile"), "\(report)")
    #expect(report[1].contains("uses `Plant` (line 3), declared in a block that does not compile"))
  }
}
