import Foundation
import Testing

@testable import DocBuildKit

/// Blocks that mix top-level statements with a view or start a `Task`, as notes write them:
/// built as a user would.
@Suite struct TopLevelCodeNotesTests {
  @Test func statementsThenAViewRunOnTheMainActor() throws {
    // The view expression becomes the block's preview, called after the statements.
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/note.md",
      """
      # Formatting a date in a label

      ```swift
      let formatter = DateFormatter()
      formatter.dateStyle = .medium
      let due = formatter.string(from: Date(timeIntervalSince1970: 0))
      Text("Due \\(due)")
      ```

      """)
    #expect(report == ["en/note.md:3: run"], "\(report)")
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(page.contains("Due "), "\(page)")
  }

  @Test func aChineseTopLevelTaskIsAStatementNotAView() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote(
      "zh/note.md",
      """
      # 顶层的 Task

      ```swift
      let 名字 = "任务"
      Task {
        print("开始\\(名字)")
      }
      print("排队")
      ```

      """)
    #expect(report == ["zh/note.md:3: run"], "\(report)")
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
  }
}
