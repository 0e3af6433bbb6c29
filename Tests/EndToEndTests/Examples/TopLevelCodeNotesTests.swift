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

  /// Top-level code shown a step per block: a `let` reading an earlier block's value is the next
  /// step (a property's initial value could not read it), and the step that prints runs them all.
  @Test(arguments: [
    ("ko/steps.md", "단어", "길이", "길이를 출력합니다:"),
    ("zh/steps.md", "单词", "长度", "打印长度："),
    ("en/steps.md", "word", "length", "Print the length:"),
  ])
  func stepsAcrossBlocksRunAsOneProgram(path: String, word: String, length: String, prose: String)
    throws
  {
    let (report, _, page) = try SiteFixture.buildNote(
      path,
      """
      # Steps

      ```swift
      let \(word) = "swift"
      ```

      ```swift
      let \(length) = \(word).utf16.count * 2
      ```

      \(prose)

      ```swift
      print("total: \\(\(length))")
      ```

      """)
    #expect(report.last == "\(path):13: run", "\(report)")
    #expect(report.allSatisfy { !$0.contains("not run") }, "\(report)")
    #expect(page.contains("total: 10"), "\(page)")
  }

  /// A step reading a constant of a step that cannot run (UIKit's spell checker) waits on it.
  @Test func aStepAfterAForeignStepWaitsOnIt() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/checker.md",
      """
      # 拼写检查

      ```swift
      let 检查器 = UITextChecker()
      ```

      ```swift
      let 结果 = 检查器.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "sw", language: "en")
      ```

      """)
    #expect(
      report.last
        == "zh/checker.md:7: not run (needs a block that does not compile): uses `检查器` (line 3), declared in a block that does not compile; the block at line 3: needs `UIKit`, a module docbuild does not have",
      "\(report)")
  }
}
