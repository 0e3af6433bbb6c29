import Foundation
import Testing

@testable import DocBuildKit

/// A view expression reading the members of a view the page declares runs as that view, with
/// the expression for its `body`, and shows the view it ran in.
@Suite struct PageViewVariantTests {
  @Test func anExpressionReadingAPageViewsMembersRunsAsThatView() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/tip.md",
      """
      # Tips

      ```swift
      struct TipView: View {
        @State private var amount = 20
        @State private var percent = 10
        var body: some View {
          Text("Tips")
        }
      }
      ```

      The body grows:

      ```swift
      VStack {
        Text("Tip: \\(amount * percent / 100)")
        Button("More") { percent += 40 }
      }
      ```

      ```scenario
      tap "More"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["en/tip.md:3: run", "en/tip.md:15: run (completed)"])
    #expect(page.contains("Tip: 10"))
    // The completion shows the view the expression became the body of.
    #expect(page.contains("struct TipView: View {"))
  }

  @Test func koreanMemberNamesAreReadToo() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/tip.md",
      """
      # 팁 계산

      ```swift
      struct 팁화면: View {
        @State private var 금액 = 30
        var body: some View { Text("팁") }
      }
      ```

      ```swift
      VStack {
        Text("금액: \\(금액)")
        Button("올리기") { 금액 += 5 }
      }
      ```

      ```scenario
      tap "올리기"
      ```

      """)
    #expect(report == ["ko/tip.md:3: run", "ko/tip.md:10: run (completed)"])
    #expect(page.contains("금액: 35"))
  }

  @Test func anExpressionReadingValuesNoViewHasIsNotRun() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/tip.md",
      """
      # 小费

      ```swift
      struct 小费: View {
        @State private var 金额 = 30
        var body: some View { Text("小费") }
      }
      ```

      ```swift
      Text("\\(税率)")
      ```

      """)
    #expect(report.count == 2)
    #expect(report[1].hasPrefix("zh/tip.md:10: not run"))
  }
}
