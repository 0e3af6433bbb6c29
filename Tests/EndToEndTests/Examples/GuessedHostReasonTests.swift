import Testing

@testable import DocBuildKit

/// A fragment docbuild placed in a page view it guessed the fragment belongs to, and that does
/// not compile there, says which view docbuild tried, in the page's language: the failure is
/// the placement's, never shown as the note's own error.
@Suite struct GuessedHostReasonTests {
  static func note(_ prose: String) -> String {
    """
    # Rows

    ```swift
    struct RowView: View {
        var title: String
        var body: some View {
            Text(title)
        }
    }
    ```

    \(prose)

    ```swift
    Button("Rename") {
        title = "Renamed"
    }
    ```
    """
  }

  @Test func theReasonNamesTheViewDocbuildTried() throws {
    let (english, _, page) = try SiteFixture.buildNote("en/rows.md", Self.note("Renaming:"))
    let line = try #require(english.first { $0.hasPrefix("en/rows.md:14:") }, "\(english)")
    #expect(line.contains("docbuild guessed it belongs to `RowView` (line 4)"), "\(line)")
    #expect(page.contains("docbuild's placement may be wrong, not the note"))
    let (_, _, korean) = try SiteFixture.buildNote("ko/rows.md", Self.note("이름 바꾸기:"))
    #expect(korean.contains("4행의 RowView에 속한다고 짐작해"))
    let (_, _, chinese) = try SiteFixture.buildNote("zh/rows.md", Self.note("改名："))
    #expect(chinese.contains("属于第 4 行的 RowView"))
  }
}
