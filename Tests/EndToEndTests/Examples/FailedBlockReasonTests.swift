import Testing

@testable import DocBuildKit

/// A block waiting on another block that does not compile says what else keeps it from running:
/// that it is itself a view without a `body`, or that it makes the page's view without the
/// arguments the view must be given.
@Suite struct FailedBlockReasonTests {
  @Test func aBodylessViewSaysSo() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/shop.md",
      """
      # 商店

      ```swift
      final class Store: ObservableObject {
        @Published var items: [Item] = []
      }
      ```

      首页从环境里读取商店：

      ```swift
      struct Home: View {
        @EnvironmentObject private var store: Store
      }
      ```

      """)
    #expect(
      report.last
        == "zh/shop.md:11: not run (needs a block that does not compile): a view, `Home`, shown without its `body`; it also uses `Store` (line 3), declared in a block that does not compile; that block uses `Item`, which the note never declares"
    )
    #expect(page.contains("这是没有 body 的视图 Home；它还使用了在未能编译的代码块中声明的 Store（第 3 行）"))
  }

  /// A word of a string (`"Add Card"`) is text, not a use of the failed block's type.
  @Test func aWordOfAStringUsesNoType() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/deck.md",
      """
      # A deck

      ```swift
      struct Card {
        let face: Face
      }
      ```

      ```swift
      struct DeckView: View {
        var body: some View {
          Button("Add Card") { cardCount += 1 }
        }
      }
      ```

      """)
    #expect(
      report.last
        == "en/deck.md:9: not run (excerpt): uses `cardCount`, which the note never declares")
  }

  /// A word of a comment in the failed block (`Basket(…)`) is prose, not a name it lacks.
  @Test func aFailedBlocksCommentNamesNothingItLacks() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/market.md",
      """
      # 시장

      ```swift
      final class Market: ObservableObject {
        // 나중에 Basket(items:)으로 바꿉니다
        @Published var goods: [Good] = []
      }
      ```

      ```swift
      struct Stall: View {
        @EnvironmentObject private var market: Market
      }
      ```

      """)
    #expect(
      report.last
        == "ko/market.md:10: not run (needs a block that does not compile): a view, `Stall`, shown without its `body`; it also uses `Market` (line 3), declared in a block that does not compile; that block uses `Good`, which the note never declares"
    )
  }

  /// A `where` after two patterns guards only the last: each of them must keep a compiler
  /// error about other names.
  @Test func aFragmentsErrorAboutAnotherNameIsKeptWithoutAMistakesNames() {
    let error = "cannot find 'price' in scope"
    let needsContext = NotRunReason.fragmentNeedsContext(.viewExpression, compilerError: error)
    #expect(needsContext.without(["Txet"]) == needsContext)
    #expect(needsContext.without(["price"]) == nil)
    let placed = NotRunReason.placedInGuessedView(
      .viewExpression, view: "Stall", line: 3, compilerError: error)
    #expect(placed.without(["Txet"]) == placed)
    #expect(placed.without(["price"]) == nil)
  }

  @Test func aCallLeavingOutRequiredArgumentsSaysWhich() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/story.md",
      """
      # 이야기

      ```swift
      struct PageView: View {
        let story: Story
        let index: Int
        var body: some View { Text(story.title) }
      }
      ```

      ```swift
      NavigationLink(destination: PageView()) {
        Text("다음")
      }
      ```

      """)
    #expect(
      report.last
        == "ko/story.md:11: not run (needs a block that does not compile): uses `PageView` (line 3), declared in a block that does not compile, and it makes `PageView` without `story`, `index`, which it needs; that block uses `Story`, which the note never declares"
    )
    #expect(page.contains("또한 PageView을(를) 만들면서 꼭 넘겨야 하는 story, index을(를) 빠뜨렸습니다"))
  }
}
