import Testing

@testable import DocBuildKit

/// A decoding `init` shown apart assigns `title`: the class declaring `var title` is where it
/// belongs, not the `CodingKeys` enum beside it whose `case title` is no stored value.
@Suite struct PropertyOwnerOverCaseTests {
  private static func note(_ title: String, _ intro: String, _ value: String) -> String {
    """
    # \(title)

    \(intro)

    ```swift
    class Recipe: ObservableObject {
        @Published var title = "\(value)"
    }
    ```

    ```swift
    enum CodingKeys: CodingKey {
        case title
    }
    ```

    ```swift
    required init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        title = try values.decode(String.self, forKey: .title)
    }
    ```

    """
  }

  @Test(arguments: [
    (
      "ko/recipe.md", "레시피 저장하기", "레시피는 제목을 게시 프로퍼티에 담습니다.", "김치찌개",
      "타입 밖에 따로 보여 준 멤버입니다: Recipe(5행)이(가) 선언한 title을(를) 읽습니다"
    ),
    (
      "zh/recipe.md", "保存菜谱", "菜谱把标题放在一个发布属性里。", "番茄炒蛋",
      "脱离所属类型单独展示的成员：读取了 Recipe（第 5 行）声明的 title"
    ),
    (
      "en/recipe.md", "Saving a recipe", "A recipe keeps its title in a published property.",
      "Pancakes",
      "members shown apart from their type: they read title, which Recipe (line 5) declares"
    ),
  ])
  func theClassHoldingThePropertyOwnsTheInitializer(
    path: String, title: String, intro: String, value: String, said: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, intro, value))
    #expect(
      report.contains(
        "\(path):17: not run (excerpt): members shown apart from their type: they read `title`, which `Recipe` (line 5) declares"
      ), "\(report)")
    #expect(page.contains(said), "\(page)")
    #expect(!page.contains("CodingKeys (line"), "\(page)")
  }
}
