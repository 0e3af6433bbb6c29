import Foundation
import Testing

@testable import DocBuildKit

/// Blocks written as a view's parts: members followed by the view they build, and closures
/// whose bodies the note left out on one line (`{ ... }`).
@Suite struct MembersWithExpressionTests {
  @Test func stateLinesThenAViewExpressionRunAsOneView() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/stepper.md",
      """
      # 스테퍼

      ```swift
      @State private var 개수 = 0

      Button("개수: \\(개수)") { 개수 += 1 }
      ```

      ```scenario
      tap "개수: 0"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["ko/stepper.md:3: run (completed)"])
    #expect(page.contains("개수: 1"))
  }

  @Test func anElidedActionOnOneLineIsCompleted() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/buttons.md",
      """
      # 按钮

      ```swift
      struct 工具栏: View {
        var body: some View {
          HStack {
            Button("保存") { ... }
            Button("删除") { … }
          }
        }
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["zh/buttons.md:3: run (completed)"])
    #expect(page.contains("保存"))
  }

  @Test func anElidedBodyOnOneLineShowsNothing() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote(
      "en/shell.md",
      """
      # Shell

      ```swift
      struct Settings: View {
        @State private var isOn = false
        var body: some View { ... }
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["en/shell.md:3: run (completed)"])
  }

  @Test func inlineMarksAreBlankedInPlace() {
    var lines = HiddenLines(code: "Button(\"Go\") { ... }\nText(\"Loading...\")\n")
    let completed = lines.completeElisions()
    #expect(completed)
    #expect(lines.compiledLines.map(\.text) == ["Button(\"Go\") {     }", "Text(\"Loading...\")"])
  }
}
