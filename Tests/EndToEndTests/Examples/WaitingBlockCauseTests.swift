import Testing

@testable import DocBuildKit

/// A block waiting on another block that was not run says that block's own cause, as its own
/// reason says it (a module docbuild lacks, the block it waits on in turn), and names the block
/// that declares what it uses.
@Suite struct WaitingBlockCauseTests {
  /// A chain: the menu waits on the kitchen, which waits on the recipe, which lacks its chef.
  @Test func aChainNamesEachBlockAndTheFirstCause() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/kitchen.md",
      """
      # 주방

      ```swift
      struct Recipe: Identifiable {
        let id = UUID()
        var chef: Chef
      }
      ```

      ```swift
      final class Kitchen: ObservableObject {
        @Published var recipes: [Recipe] = []
      }
      ```

      ```swift
      struct MenuView: View {
        @EnvironmentObject private var kitchen: Kitchen

        var body: some View {
          Text("요리 \\(kitchen.recipes.count)개")
        }
      }
      ```
      """)
    #expect(
      report.last
        == "ko/kitchen.md:16: not run (needs a block that does not compile): uses `Kitchen` (line 10), declared in a block that does not compile; the block at line 10: uses `Recipe` (line 3), declared in a block that does not compile; that block uses `Chef`, which the note never declares"
    )
    #expect(page.contains("Kitchen(10행)을(를) 사용합니다. 10행 블록: 컴파일되지 않은 블록에서 선언한 Recipe(3행)을(를) 사용합니다"))
  }

  /// The block it waits on needs a module docbuild does not have: that is said, not names it
  /// "never declares".
  @Test func aForeignModuleOfTheBlockWaitedOnIsSaid() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/shelf.md",
      """
      # 书架

      ```swift
      import ShelfSync

      final class Shelf: ObservableObject {
        @Published var titles: [String] = []
      }
      ```

      ```swift
      struct ShelfView: View {
        @StateObject private var shelf = Shelf()

        var body: some View {
          Text("共 \\(shelf.titles.count) 本")
        }
      }
      ```
      """)
    let last = try #require(report.last)
    #expect(
      last.hasPrefix(
        "zh/shelf.md:11: not run (needs a block that does not compile): uses `Shelf` (line 3), declared in a block that does not compile; the block at line 3: needs `ShelfSync`"
      ), "\(last)")
    #expect(!last.contains("never declares"), "\(last)")
    #expect(page.contains("；第 3 行的代码块：需要"), "\(page)")
  }

  /// `\.garden` is the environment value its extension declares (line 17), not the view's
  /// property of that name in the first block.
  @Test func aKeyPathNamesTheExtensionDeclaringIt() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/garden.md",
      """
      # Garden

      ```swift
      @Observable class Garden {
        var beds: [Bed] = []
      }

      struct GardenView: View {
        @Environment(Garden.self) private var garden

        var body: some View {
          Text("\\(garden.beds.count) beds")
        }
      }
      ```

      ```swift
      extension EnvironmentValues {
        var garden: Garden {
          get { self[GardenKey.self] }
          set { self[GardenKey.self] = newValue }
        }
      }

      private struct GardenKey: EnvironmentKey {
        static let defaultValue: Garden = Garden()
      }
      ```

      ```swift
      struct BedCount: View {
        @Environment(\\.garden) private var garden

        var body: some View {
          Text("\\(garden.beds.count)")
        }
      }
      ```
      """)
    let last = try #require(report.last)
    #expect(
      last.hasPrefix(
        "en/garden.md:30: not run (needs a block that does not compile): uses `\\.garden` (line 17), declared in a block that does not compile; the block at line 17: uses `Garden` (line 3)"
      ), "\(last)")
  }
}
