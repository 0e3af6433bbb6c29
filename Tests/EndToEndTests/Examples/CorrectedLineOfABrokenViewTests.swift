import Testing

@testable import DocBuildKit

/// A note shows a view with a broken call in its `body`, then the corrected call alone: the
/// corrected line reads that view's `@State`, so it runs as that view with the line for its
/// body, although the view's own block does not compile.
@Suite struct CorrectedLineOfABrokenViewTests {
  @Test func theCorrectedCallRunsAsTheBrokenView() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/toggle.md",
      """
      # A toggle that needs a binding

      ```swift
      struct SwitchView: View {
        @State private var isLit = true

        var body: some View {
          Toggle("Lamp", isOn: isLit)
        }
      }
      ```

      The toggle wants a binding, so write the dollar sign:

      ```swift
      Toggle("Lamp", isOn: $isLit)
        .padding()
      ```

      """)
    #expect(report.first?.hasPrefix("en/toggle.md:3: failed (compile error)") == true, "\(report)")
    #expect(report.last == "en/toggle.md:15: run (completed)", "\(report)")
    #expect(page.contains("Lamp"))
  }
}
