import Foundation
import Testing

@testable import DocBuildKit

/// A call whose arguments are only an elision mark (`config.present(…)`) is code left out, like a
/// line of `…`: standing as a statement it traps with the mark, and the rest of the block runs.
@Suite struct ElidedArgumentsTests {
  @Test func englishElidedCallInAMethodRuns() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote(
      "en/editor.md",
      """
      # Editor

      ```swift
      struct EditorConfig {
        var isPresented = false
        mutating func present(progress: Double) { isPresented = true }
      }
      struct BookView: View {
        @State private var config = EditorConfig()
        func presentEditor() { config.present(…) }
        var body: some View {
          Button("Edit", action: presentEditor)
        }
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["en/editor.md:3: run (completed)"])
  }

  @Test func koreanAndChineseMarksBecomeTrapsWhereTheyStand() {
    var lines = HiddenLines(
      code: """
        func 열기() { 설정.보이기(…) }
        func 打开() {
          配置.显示(...)
        }

        """)
    let completed = lines.completeElisions()
    #expect(completed)
    #expect(
      lines.compiledLines.map(\.text) == [
        "func 열기() { fatalError(\"…\") }", "func 打开() {", "  fatalError(\"...\")", "}",
      ])
  }

  @Test func anElidedArgumentInsideAnExpressionIsLeftAsWritten() {
    var lines = HiddenLines(code: "let total = sum(…)\nprint(min(1, 2))\n")
    let completed = lines.completeElisions()
    #expect(!completed)
    #expect(lines.compiledLines.map(\.text) == ["let total = sum(…)", "print(min(1, 2))"])
  }
}
