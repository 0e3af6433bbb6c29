import Foundation
import Testing

@testable import DocBuildKit

/// A modifier chain on a page that has declared no view runs on the view expression the page
/// showed before it, and the page shows what it was applied to; a fragment reading an
/// environment value that neither SwiftUI nor the note declares is an excerpt that says so.
@Suite struct ModifierChainTargetTests {
  @Test func aChainRunsOnTheViewExpressionShownBeforeIt() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/frames.md",
      """
      # Frames

      A label first:

      ```swift
      Text("Tap me")
        .padding()
      ```

      Then a border around it:

      ```swift
      .border(Color.blue)
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["en/frames.md:5: run (completed)", "en/frames.md:12: run (completed)"])
    // The completion shows the view the chain modified.
    #expect(page.contains(".border(Color.blue)"))
    #expect(page.components(separatedBy: "Text(\"Tap me\")").count > 2)
  }

  @Test func aChainWhoseViewDoesNotCompileSaysSo() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/card.md",
      """
      # 卡片

      ```swift
      struct 卡片: View {
        @State var 显示 = true
        var body: some View { Text(UIScreen.main.bounds.width.description) }
      }
      ```

      ```swift
      .opacity(显示 ? 1 : 0)
      ```

      """)
    #expect(
      report.last
        == "zh/card.md:10: not run (needs a block that does not compile): a chain of modifiers "
        + "for the note's view `卡片`, which is in a block that does not compile")
    #expect(page.contains("修饰符链要修饰的本文视图 卡片 所在的代码块无法编译"))
  }

  @Test func anUnknownEnvironmentValueIsAnExcerpt() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/router.md",
      """
      # 라우터

      ```swift
      @Environment(\\.라우터) var 라우터
      var body: some View {
        Button("처음으로") { 라우터.처음으로() }
      }
      ```

      """)
    #expect(
      report == [
        "ko/router.md:3: not run (excerpt): uses `EnvironmentValues.라우터`, which the note never declares"
      ])
    #expect(page.contains("EnvironmentValues.라우터"))
  }
}
