import Testing

@testable import DocBuildKit

/// swiftc stops at a block's syntax error, but the types the block uses that nothing on the page
/// gives it would stop it next: a container the note never declares, a model from a block that
/// does not compile. The reason says them after the syntax error, in the page's language.
@Suite struct SyntaxErrorAlsoNeedsTests {
  private static func note(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    ```swift
    struct Tile {
      let label: String
      let paint: Paint
    }
    ```

    \(caption)

    ```swift
    struct Board: View {
      let tiles: [Tile] = [ ... ]
      var body: some View {
        TileGrid {
          ForEach(tiles, id: \\.label) { Text($0.label) }
        }
      }
    }
    ```

    """
  }

  @Test func englishSaysTheUnshownContainerAndTheFailingModel() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/board.md", Self.note("Board", "The board lays the tiles out."))
    let board = try #require(report.first { $0.hasPrefix("en/board.md:12:") }, "\(report)")
    #expect(board.contains("not run (syntax error)"), "\(board)")
    #expect(
      board.hasSuffix(
        "; it also uses `TileGrid`, which the note never declares; it also uses `Tile` (line 3), declared in a block that does not compile; that block uses `Paint`, which the note never declares"
      ), "\(board)")
  }

  @Test func koreanSaysThemInKorean() throws {
    let (_, _, page) = try SiteFixture.buildNote(
      "ko/board.md", Self.note("보드", "보드가 타일을 배치합니다."))
    #expect(page.contains("또한 이 글이 선언하지 않은 TileGrid을(를) 사용합니다"), "\(page)")
    #expect(page.contains("또한 컴파일되지 않은 블록에서 선언한 Tile(3행)을(를) 사용합니다"), "\(page)")
  }

  @Test func chineseSaysThemInChinese() throws {
    let (_, _, page) = try SiteFixture.buildNote(
      "zh/board.md", Self.note("棋盘", "棋盘把方块排开。"))
    #expect(page.contains("此外还使用了本文没有声明的 TileGrid"), "\(page)")
    #expect(page.contains("此外还使用了在未能编译的代码块中声明的 Tile（第 3 行）"), "\(page)")
  }

  /// SwiftData's `@Query` in an excerpt without its import is no name the note forgot (here
  /// beside a key path whose backslash an export doubled).
  @Test func aSwiftDataAttributeIsNotSaidUndeclared() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/shelf.md",
      """
      # Shelf

      ```swift
      struct ShelfView: View {
        @Query(sort: \\\\Book.title) var books: [Book]
        var body: some View { List(books) { Text($0.title) } }
      }
      ```

      """)
    let shelf = try #require(report.first, "\(report)")
    #expect(shelf.contains("not run (syntax error)"), "\(shelf)")
    #expect(!shelf.contains("`Query`"), "\(shelf)")
    #expect(shelf.hasSuffix("; it also uses `Book`, which the note never declares"), "\(shelf)")
  }
}
