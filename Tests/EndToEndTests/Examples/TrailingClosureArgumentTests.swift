import Testing

@testable import DocBuildKit

/// A view made with its `@ViewBuilder` content as a trailing closure is given that content:
/// a block waiting on the view's broken block is not also said to leave it out.
@Suite struct TrailingClosureArgumentTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    struct PageDots<Content: View>: View {
        @Binding var index: Int
        let count: Int
        var tint: Color = .brandInk
        @ViewBuilder let content: Content

        var body: some View {
            HStack { ForEach(0..<count, id: \\.self) { _ in content.foregroundStyle(tint) } }
        }
    }
    ```

    ```swift
    struct DotsDemo: View {
        @State private var page = 0

        var body: some View {
            PageDots(index: $page, count: 3, tint: .orange) {
                Circle().frame(width: 8, height: 8)
            }
        }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/dots.md", "점", "컴파일되지 않은 블록에서 선언한 PageDots", "빠뜨렸습니다"),
    ("zh/dots.md", "圆点", "使用了在未能编译的代码块中声明的 PageDots", "漏掉了必须传入的"),
    (
      "en/dots.md", "Dots", "uses PageDots (line 3), declared in a block that does not compile",
      "which it needs"
    ),
  ])
  func theTrailingClosureGivesTheContent(
    path: String, title: String, expected: String, leftOut: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title))
    #expect(report.count == 2, "\(report)")
    #expect(page.contains(expected), "\(page)")
    #expect(!page.contains(leftOut), "\(page)")
  }
}
