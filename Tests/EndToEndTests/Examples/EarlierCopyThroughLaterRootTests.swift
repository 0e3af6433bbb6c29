import Testing

@testable import DocBuildKit

/// An earlier copy of a view that needs arguments, which a later block's view builds with a call
/// this copy takes, runs through that view, as the page builds it; `--explain` and the completion
/// say which view (and line) built it.
@Suite struct EarlierCopyThroughLaterRootTests {
  /// The view both blocks declare, word for word.
  static let foldingText = """
    struct 折叠文字: View {
      let 文字: String
      let 行数: Int
      let 报告: (Bool) -> Void

      var body: some View {
        Text(文字)
          .lineLimit(行数)
          .onAppear { 报告(文字.count > 行数 * 10) }
      }
    }
    """

  static let note = #"""
    # 折叠文字

    ```swift
    \#(foldingText)
    ```

    ```swift
    import SwiftUI

    struct 页面: View {
      @State var 被截断 = false

      var body: some View {
        VStack {
          折叠文字(文字: "一段很长很长很长很长很长很长的文字", 行数: 1) {
            被截断 = $0
            print("截断: \($0)")
          }
        }
      }
    }

    \#(foldingText)
    ```

    """#

  @Test func theCopyRunsThroughTheViewThatBuildsIt() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("zh/fold.md", Self.note)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.first
        == "zh/fold.md:3: run (completed); ran through the page's `页面` (line 20), which builds it",
      "\(report)")
    #expect(
      page.contains("// docbuild mounts the page's 页面 (line 20), which builds this view"),
      "\(page)")
    #expect(page.contains("截断: true"), "the copy's report ran in the page's view")
  }
}
