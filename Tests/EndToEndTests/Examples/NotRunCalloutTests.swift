import Testing

@testable import DocBuildKit

/// A block not run for API the engine lacks points at where it uses it; that callout does not
/// call the block failed beside its not-run badge.
@Suite struct NotRunCalloutTests {
  @Test func theCalloutOfABlockNotRunSaysNotRun() throws {
    let fixture = SiteFixture([
      "zh/tint.md": """
      # 着色

      ```swift
      struct TintView: View {
          var body: some View {
              PhaseAnimator([0.5, 1.0]) { shade in
                  Text("着色").opacity(shade)
              }
          }
      }
      ```

      """
    ])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(summary.exampleReport.first?.contains("not run (engine lacks)") == true)
    let page = fixture.page("zh/tint.html")
    #expect(page.contains("callout-warning"), "\(page)")
    #expect(!page.contains("callout-error"), "\(page)")
    #expect(!page.contains("失败"), "\(page)")
  }
}
