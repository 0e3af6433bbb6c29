import Testing

@testable import DocBuildKit

/// A block compiled with a type a later block declares takes the modules that block imports
/// (a model needing `SwiftData`), never those of another later block (a backport a note shows
/// further down, which docbuild does not have).
@Suite struct LaterImportsTests {
  static func note(_ title: String, prose: String) -> String {
    """
    # \(title)

    ```swift
    import SwiftUI

    struct Shelf: View {
        var body: some View {
            Text(Tag(name: "swift").name)
        }
    }
    ```

    \(prose)

    ```swift
    struct Tag {
        var name: String
    }
    ```

    \(prose)

    ```swift
    import PaperBackport

    struct Reader {
        var page = PaperPage()
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/shelf.md", "책장", "이어서 씁니다."),
    ("zh/shelf.md", "书架", "接着写。"),
    ("en/shelf.md", "Shelf", "More follows."),
  ])
  func aLaterTypeBringsOnlyItsOwnBlocksImports(path: String, title: String, prose: String)
    throws
  {
    let (report, _, _) = try SiteFixture.buildNote(path, Self.note(title, prose: prose))
    let shelf = try #require(report.first { $0.hasPrefix(path + ":3:") }, "\(report)")
    #expect(shelf.contains(": run"), "\(report)")
    let reader = try #require(report.first { $0.hasPrefix(path + ":23:") }, "\(report)")
    #expect(reader.contains("`PaperBackport`"), "\(report)")
  }
}
