import Testing

@testable import DocBuildKit

/// A view whose `body` line is missing parses its modifiers oddly; the `$query` binding they
/// pass is the block's own state, never a type the note forgot.
@Suite struct BindingPastSyntaxErrorTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    struct Finder: View {
        @State
        private var query = ""

        List {
            Text("Kettle")
        }
        .searchable(text: $query, prompt: "Find")
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/finder.md", "찾기", "var body: some View {"),
    ("zh/finder.md", "查找", "var body: some View {"),
    ("en/finder.md", "Finder", "its var body: some View { line is missing"),
  ])
  func theBindingIsNotCalledUndeclared(path: String, title: String, expected: String) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title))
    #expect(report.count == 1, "\(report)")
    #expect(page.contains(expected), "\(page)")
    #expect(!page.contains("$query, which"), "\(page)")
    #expect(!page.contains("$query을(를)"), "\(page)")
    #expect(!page.contains("没有声明的 $query"), "\(page)")
  }
}
