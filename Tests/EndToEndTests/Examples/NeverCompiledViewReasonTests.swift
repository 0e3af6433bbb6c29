import Testing

@testable import DocBuildKit

/// A block using a view of the page that docbuild could never compile (a later block with a
/// syntax error, an earlier one that is an excerpt) says that view does not compile either,
/// with the line of its block.
@Suite struct NeverCompiledViewReasonTests {
  static func note(_ title: String, prose: String) -> String {
    """
    # \(title)

    ```swift
    struct Shelf: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open") { Cover(title: "Dune") }
                    .font(.title
            }
        }
    }
    ```

    \(prose)

    ```swift
    struct Cover: View {
        let title: String
        var body: some View {
            Text(title)
                .foregroundStyle(.red
        }
    }
    ```

    ```swift
    Cover(title: "Emma")
        .padding(library.margin)
    ```

    """
  }

  @Test(arguments: [
    ("ko/shelf.md", "책장", "표지 뷰입니다.", "컴파일되지 않은 블록에서 선언한 Cover(16행)을(를) 사용합니다"),
    ("zh/shelf.md", "书架", "封面视图。", "在未能编译的代码块中声明的 Cover（第 16 行）"),
    (
      "en/shelf.md", "Shelf", "The cover view.",
      "it also uses Cover (line 16), declared in a block that does not compile"
    ),
  ])
  func theViewsBlockIsSaidBeforeAndAfterIt(
    path: String, title: String, prose: String, expected: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, prose: prose))
    let shelf = try #require(report.first { $0.contains(":3:") }, "\(report)")
    let excerpt = try #require(report.first { $0.contains(":26:") }, "\(report)")
    #expect(shelf.contains("not run (syntax error)"), "\(shelf)")
    #expect(shelf.contains("uses `Cover` (line 16), declared in a block that does not compile"))
    #expect(excerpt.contains("`library`"), "\(excerpt)")
    #expect(excerpt.contains("uses `Cover` (line 16), declared in a block that does not compile"))
    #expect(page.contains(expected), "\(page)")
  }
}
