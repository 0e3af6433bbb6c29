import Testing

@testable import DocBuildKit

/// A fragment calling a method one of the page's views declares runs in that view, not in a
/// nearer view that holds the values it reads but not the method.
@Suite struct CallingFragmentPlacementTests {
  static let english = #"""
    # Shelf

    ```swift
    struct ShelfView: View {
        @State var books = ["Dune", "Emma"]
        @State var favorite = ""

        func mark(_ title: String) {
            favorite = title
            print("favorite: \(title)")
        }

        var body: some View {
            Text("Shelf")
        }
    }
    ```

    ```swift
    struct BookRow: View {
        var books: [String]
        var body: some View {
            Text(books.joined())
        }
    }
    ```

    Marking a favorite:

    ```swift
    Button("Mark") { mark(books[0]) }
    ```

    ```scenario
    tap "Mark"
    ```

    """#

  @Test func theFragmentRunsInTheViewDeclaringTheMethod() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("en/01-shelf.md", Self.english)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(report.contains("en/01-shelf.md:30: run (completed)"), "\(report)")
    #expect(page.contains("favorite: Dune"))
  }

  static let korean = #"""
    # 책장

    ```swift
    struct 책장화면: View {
        @State var 책들 = ["토지", "혼불"]

        func 고르기(_ 제목: String) {
            print("고름: \(제목)")
        }

        var body: some View {
            Text("책장")
        }
    }
    ```

    ```swift
    struct 책줄: View {
        var 책들: [String]
        var body: some View {
            Text(책들.joined())
        }
    }
    ```

    ```swift
    Button("고르기") { 고르기(책들[1]) }
    ```

    ```scenario
    tap "고르기"
    ```

    """#

  @Test func koreanNamesArePlacedTheSameWay() throws {
    let (report, _, page) = try SiteFixture.buildNote("ko/01-shelf.md", Self.korean)
    #expect(report.contains("ko/01-shelf.md:26: run (completed)"), "\(report)")
    #expect(page.contains("고름: 혼불"))
  }
}
