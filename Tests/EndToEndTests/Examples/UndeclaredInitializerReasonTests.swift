import Testing

@testable import DocBuildKit

/// A block making the page's class with labels none of its initializers takes is said so,
/// with the class's line, beside what else stops the block.
@Suite struct UndeclaredInitializerReasonTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    final class BookModel: Identifiable, ObservableObject {
        let id = UUID()
        @Published var title = ""
    }
    ```

    ```swift
    final class ShelfModel: ObservableObject {
        @Published var books: [BookModel] = []

        func load() {
            books = catalogTitles.map { BookModel(title: $0) }
        }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/shelf.md", "책장", "BookModel(title:): 3행에 선언된 이 글의 BookModel에는"),
    ("zh/shelf.md", "书架", "BookModel(title:)：本文在第 3 行声明的 BookModel 没有"),
    ("en/shelf.md", "Shelf", "BookModel(title:): the note's BookModel, declared at line 3"),
  ])
  func theMissingInitializerIsSaidBesideTheExcerpt(path: String, title: String, expected: String)
    throws
  {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title))
    #expect(report.count == 2, "\(report)")
    #expect(page.contains(expected), "\(page)")
    #expect(page.contains("catalogTitles"), "\(page)")
  }
}
