import Testing

@testable import DocBuildKit

/// A type the note never declares, shown as members in several blocks (its properties, its body,
/// a helper): the body says which blocks show what it reads, and what one of them lacks.
@Suite struct UnshownTypeMembersTests {
  private static func note(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    \(caption)

    ```swift
    @State var level: Double = 50
    private var width: CGFloat = 12
    ```

    ```swift
    var body: some View {
        VStack {
            Text("\\(Int(self.level)) %")
            self.closeButton()
        }
    }
    ```

    ```swift
    private func closeButton() -> some View {
        Button("Close") {
            UIApplication.shared.endEditing()
        }
    }
    ```

    """
  }

  @Test func theBodySaysWhereItsMembersAreShown() throws {
    for (path, title, caption, said) in [
      (
        "ko/gauge.md", "게이지", "게이지 맨 위에 둡니다.",
        "다른 블록에서 선언한 closeButton(19행), level(5행)을(를) 읽습니다. 19행 블록에는 docbuild에 없는 모듈 UIKit이(가) 필요합니다"
      ),
      (
        "zh/gauge.md", "仪表", "放在仪表的最上面。",
        "读取了其他代码块声明的 closeButton（第 19 行）、level（第 5 行）；第 19 行的代码块需要 docbuild 没有的模块 UIKit"
      ),
      (
        "en/gauge.md", "Gauge", "Put these at the top of the gauge.",
        "they read closeButton (line 19), level (line 5), declared in other blocks; the block at line 19 needs UIKit"
      ),
    ] {
      let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, caption))
      #expect(
        report.contains(
          "\(path):10: not run (excerpt): members of a type the note never shows; they read `closeButton` (line 19), `level` (line 5), declared in other blocks; the block at line 19 needs `UIKit`, a module docbuild does not have"
        ), "\(report)")
      #expect(page.contains(said), "\(page)")
    }
  }

  /// A `mutating` method is a struct's: a class of the page declaring the names it reads is not
  /// its type (its model's struct, never shown, is).
  @Test func aMutatingMethodBelongsToNoClass() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/game.md",
      """
      # 游戏

      ```swift
      class 游戏模型 {
        var 牌: [Int] { [] }
      }
      ```

      牌桌的方法：

      ```swift
      mutating func 洗牌() {
        牌.shuffle()
      }
      ```

      """)
    #expect(
      report.last
        == "zh/game.md:11: not run (excerpt): members of a type the note never shows: they read `牌`",
      "\(report)")
  }
}
