import Testing

@testable import DocBuildKit

/// An app making `PlantList()`, a view whose block uses a `WaterButton` the note never shows:
/// the app's reason names what it writes (`Garden`, `PlantList`) and says that `PlantList`'s
/// block lacks `WaterButton`, not that the app itself uses it.
@Suite struct UsedBlockDependencyTests {
  private static func note(_ title: String, _ intro: String) -> String {
    """
    # \(title)

    ```swift
    @main
    struct GardenApp: App {
        @StateObject private var garden = Garden()

        var body: some Scene {
            WindowGroup {
                PlantList()
                    .environmentObject(garden)
            }
        }
    }
    ```

    \(intro)

    ```swift
    struct PlantList: View {
        @EnvironmentObject var garden: Garden

        var body: some View {
            List {
                WaterButton()
            }
        }
    }
    ```

    """
  }

  @Test(arguments: [
    (
      "ko/garden.md", "정원에 물 주기", "목록에는 버튼 하나가 있습니다:",
      "이 글에서 선언하지 않은 Garden을(를) 사용합니다. 또한 컴파일되지 않은 블록에서 선언한 PlantList(19행)을(를) 사용합니다. 그 블록은 이 글에서 선언하지 않은 WaterButton을(를) 사용합니다"
    ),
    (
      "zh/garden.md", "给花园浇水", "列表里有一个按钮：",
      "使用了本文没有声明的 Garden；此外还使用了在未能编译的代码块中声明的 PlantList（第 19 行）；而那个代码块使用了本文没有声明的 WaterButton"
    ),
    (
      "en/garden.md", "Watering the garden", "The list shows one button:",
      "uses Garden, which the note never declares; it also uses PlantList (line 19), declared in a block that does not compile; that block uses WaterButton, which the note never declares"
    ),
  ])
  func theAppNamesTheViewItUsesAndWhatThatViewLacks(
    path: String, title: String, intro: String, said: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, intro))
    #expect(
      report.contains(
        "\(path):3: not run (excerpt): uses `Garden`, which the note never declares; it also uses `PlantList` (line 19), declared in a block that does not compile; that block uses `WaterButton`, which the note never declares"
      ), "\(report)")
    #expect(
      report.contains(
        "\(path):19: not run (excerpt): uses `Garden`, `WaterButton`, which the note never declares"
      ), "\(report)")
    #expect(page.contains(said), "\(page)")
  }
}
