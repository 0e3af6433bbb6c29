import Testing

@testable import DocBuildKit

/// A view whose `body` reads a property of its extension in a later block, where that
/// extension's own code does not compile: the view compiles only with the extension, and the
/// extension only with the view. The extension's reason gives its own error, never a wait on the
/// view, which would send the reader round in a circle.
@Suite struct NeededBlockFailsOnThisBlockTests {
  private static func note(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    ```swift
    struct Screen: View {
        @State private var picked = 0

        var body: some View {
            content
        }
    }
    ```

    \(caption)

    ```swift
    extension Screen {
        var content: some View {
            Text(picked)
        }
    }
    ```

    """
  }

  @Test func englishSaysTheErrorIsTheBlocksOwn() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/screen.md", Self.note("Screens", "The content, in an extension:"))
    #expect(
      report.last?.hasPrefix(
        "en/screen.md:15: not run (needs a block that does not compile): it needs the block at line 3, which compiles only with this block's code, and the error is in this block's code: "
      ) == true, "\(report)")
  }

  @Test func koreanSaysTheErrorIsTheBlocksOwn() throws {
    let (_, _, page) = try SiteFixture.buildNote(
      "ko/screen.md", Self.note("화면", "확장에 둔 내용:"))
    #expect(page.contains("3행 블록이 필요한데, 그 블록은 이 블록의 코드와 함께 컴파일되고, 오류는 이 블록의 코드에 있습니다"))
  }

  @Test func chineseSaysTheErrorIsTheBlocksOwn() throws {
    let (_, _, page) = try SiteFixture.buildNote(
      "zh/screen.md", Self.note("界面", "扩展里的内容："))
    #expect(page.contains("它需要第 3 行的代码块，而那个代码块要和本代码块一起编译，错误出在本代码块的代码中"))
  }
}
