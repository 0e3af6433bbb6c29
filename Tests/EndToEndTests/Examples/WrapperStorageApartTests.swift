import Testing

@testable import DocBuildKit

/// An `init` shown apart that reads `_store`, the storage Swift makes for a view's
/// `@State var store`: a member of that view, not a name the note never declares, and the
/// view's own block, which does not run, is said with it.
@Suite struct WrapperStorageApartTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    struct ShelfView: View {
        @State private var store = ShelfStore()

        var body: some View {
            Text("\\(store.books.count)")
        }
    }
    ```

    ```swift
    init() {
        let store = _store.wrappedValue
        Task { await store.refresh() }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/shelf.md", "책장", "ShelfView(3행)이(가) 선언한 _store을(를) 읽습니다", ". 3행 블록: "),
    ("zh/shelf.md", "书架", "读取了 ShelfView（第 3 行）声明的 _store", "；第 3 行的代码块："),
    (
      "en/shelf.md", "Shelf", "they read _store, which ShelfView (line 3) declares",
      "; the block at line 3: "
    ),
  ])
  func theStorageIsTheViewsMember(path: String, title: String, member: String, cause: String)
    throws
  {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title))
    #expect(report.count == 2, "\(report)")
    #expect(page.contains(member), "\(page)")
    #expect(page.contains(cause + (path.hasPrefix("en") ? "uses ShelfStore" : "")), "\(page)")
    #expect(page.contains("ShelfStore"))
  }
}
