import Foundation
import Testing

@testable import DocBuildKit

/// A note's view whose `body` is only a comment pointing elsewhere: completed as an elision when
/// the block runs, and said as left out when the block stops for a name the note never declares.
@Suite struct CommentedOutBodyNotesTests {
  @Test func chineseCommentOnlyBodiesAreElisions() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/garden.md",
      """
      # 花园

      每个花坛列出其中种的植物：

      ```swift
      struct 花坛视图: View {
          @Binding var 当前季节: 季节

          var body: some View {
              // 完整布局见示例项目
          }
      ```

      一个标签不需要别的东西：

      ```swift
      import SwiftUI

      struct 种子标签: View {
          var body: some View {
              // 下一章再画
          }
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(
      report == [
        "zh/garden.md:5: not run (excerpt): uses `季节`, which the note never declares, and the view `花坛视图` leaves its `body` out",
        "zh/garden.md:16: run (completed)",
      ])
    #expect(page.contains("使用了本文没有声明的 季节；此外，视图 花坛视图 的 body 被省略了"))
  }
}
