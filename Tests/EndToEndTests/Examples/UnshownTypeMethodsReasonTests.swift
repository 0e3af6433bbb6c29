import Testing

@testable import DocBuildKit

/// Functions shown without their type that reach `self.name` (a top-level function has no
/// `self`): the reason says they are members of a type the note never shows and names what that
/// type would declare, or the page's type that declares it; functions reaching nothing through
/// `self` are not said to be members.
@Suite struct UnshownTypeMethodsReasonTests {
  private static func recipes(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    \(caption)

    ```swift
    @MainActor
    func reloadRecipes() async {
        self.recipes = (try? await fetchRecipes()) ?? []
        self.lastLoaded = Date()
    }

    private func fetchRecipes() async throws -> [String] {
        Array(repeating: "soup", count: pageSize)
    }
    ```

    ```swift
    func resetRecipes() {
        recipes = []
        pageSize = 20
    }
    ```

    """
  }

  @Test(arguments: [
    (
      "ko/recipes.md", "레시피 불러오기", "목록을 새로 고치는 두 함수입니다.",
      "이 글에서 보여 주지 않는 타입의 멤버입니다: 그 타입이 선언해야 할 self.recipes, self.lastLoaded을(를) 쓰고 pageSize을(를) 읽습니다"
    ),
    (
      "zh/recipes.md", "加载菜谱", "刷新列表的两个函数。",
      "属于本文没有展示的类型的成员：使用了该类型应当声明的 self.recipes、self.lastLoaded，并读取了 pageSize"
    ),
    (
      "en/recipes.md", "Loading recipes", "Two functions that refresh the list.",
      "members of a type the note never shows: they use self.recipes, self.lastLoaded, which that type would declare, and read pageSize"
    ),
  ])
  func functionsReachingSelfAreSaidMembersOfAnUnshownType(
    path: String, title: String, caption: String, said: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.recipes(title, caption))
    #expect(
      report.contains(
        "\(path):5: not run (excerpt): members of a type the note never shows: they use `self.recipes`, `self.lastLoaded`, which that type would declare, and read `pageSize`"
      ), "\(report)")
    #expect(page.contains(said), "\(page)")
    // Bare names alone may be globals the note leaves out: no type is claimed for them.
    #expect(
      report.contains(
        "\(path):17: not run (excerpt): uses `pageSize`, `recipes`, which the note never declares"),
      "\(report)")
  }

  /// The page's class declares what the functions reach through `self`: they are its members.
  @Test func theShownTypeDeclaringTheSelfPropertyIsNamed() throws {
    let note = """
      # Shelf

      ```swift
      final class RecipeShelf: ObservableObject {
          @Published var recipes: [String] = []
      }
      ```

      A function to add to it:

      ```swift
      @MainActor
      func reloadRecipes() async {
          self.recipes = ["soup"]
          self.recipes.append(contentsOf: extraRecipes)
      }
      ```

      """
    let (report, _, _) = try SiteFixture.buildNote("en/shelf.md", note)
    #expect(
      report.contains(
        "en/shelf.md:11: not run (excerpt): members shown apart from their type: they read `recipes`, which `RecipeShelf` (line 3) declares, and it uses `extraRecipes`, which the note never declares"
      ), "\(report)")
  }
}
