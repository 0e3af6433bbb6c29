import Testing

@testable import DocBuildKit

/// `PhotoCard()` where every version of the page's `PhotoCard` needs arguments is said, as a
/// labelled call no initializer takes is, beside what else stops the block; a view whose
/// properties all have values is made so without a word, and a call the reason already says
/// leaves arguments out is not said twice.
@Suite struct ArgumentlessInitializerReasonTests {
  private static func note(_ title: String, _ caption: String, _ badge: String) -> String {
    """
    # \(title)

    \(caption)

    ```swift
    struct PhotoCard: View {
        @Binding var isFavorite: Bool
        let caption: String

        var body: some View {
            Text(caption).bold(isFavorite)
        }
    }
    ```

    ```swift
    var body: some View {
        PhotoCard()
            .padding(spacing)
    }
    ```

    ```swift
    struct Badge: View {
        var label = "\(badge)"
        var body: some View { Text(label) }
    }
    ```

    ```swift
    var body: some View {
        Badge()
            .padding(spacing)
    }
    ```

    """
  }

  @Test(arguments: [
    (
      "ko/card.md", "사진 카드", "카드는 바인딩과 제목을 받습니다.", "설정",
      "PhotoCard(): 5행에 선언된 이 글의 PhotoCard에는 인자 없이 부를 수 있는 이니셜라이저가 없습니다"
    ),
    (
      "zh/card.md", "照片卡片", "卡片接收一个绑定和一个标题。", "设置",
      "PhotoCard()：本文在第 5 行声明的 PhotoCard 没有不带参数的初始化方法"
    ),
    (
      "en/card.md", "Photo card", "The card takes a binding and a caption.", "Settings",
      "PhotoCard(): the note's PhotoCard, declared at line 5, has no initializer taking no arguments"
    ),
  ])
  func aCallGivingNothingToAViewNeedingArgumentsIsSaid(
    path: String, title: String, caption: String, badge: String, said: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, caption, badge))
    #expect(
      report.contains(
        "\(path):16: not run (excerpt): `PhotoCard()`: the note's `PhotoCard`, declared at line 5, has no initializer taking no arguments; and besides, uses `spacing`, which the note never declares"
      ), "\(report)")
    #expect(page.contains(said), "\(page)")
    #expect(
      report.contains(
        "\(path):30: not run (excerpt): uses `spacing`, which the note never declares"),
      "\(report)")
  }

  /// The view's block does not compile: the reason says the call leaves out `isFavorite` and
  /// `caption`, which is all the mistake would say.
  @Test func aCallTheFailedBlockReasonSaysIsNotSaidTwice() throws {
    let note = """
      # Gallery

      ```swift
      struct PhotoCard: View {
          @Binding var isFavorite: Bool
          let caption: String

          var body: some View {
              Text(caption).foregroundStyle(Theme.accent)
          }
      }
      ```

      ```swift
      struct Gallery: View {
          var body: some View {
              PhotoCard()
          }
      }
      ```

      """
    let (report, _, _) = try SiteFixture.buildNote("en/gallery.md", note)
    #expect(
      report.contains(
        "en/gallery.md:14: not run (needs a block that does not compile): uses `PhotoCard` (line 3), declared in a block that does not compile, and it makes `PhotoCard` without `isFavorite`, `caption`, which it needs; that block uses `Theme`, which the note never declares"
      ), "\(report)")
  }
}
