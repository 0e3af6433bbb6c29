import Testing

@testable import DocBuildKit

/// A `#Preview` that declares its state with `@Previewable` (iOS 18) runs as Xcode's canvas runs
/// it: the state is kept between renders, so the preview's controls change it, and the view that
/// holds it is never named on the page.
@Suite struct PreviewableStateNotesTests {
  static let english = #"""
    # A porch light

    ```swift
    import SwiftUI

    #Preview {
      @Previewable @State var lit = false
      @Previewable @State var flips = 0
      VStack {
        Toggle("Porch light", isOn: $lit)
          .onChange(of: lit) { flips += 1 }
        Text(lit ? "Lit after \(flips) flips" : "Dark")
      }
    }
    ```

    ```scenario
    toggle "Porch light"
    toggle "Porch light"
    toggle "Porch light"
    ```

    """#

  @Test func previewableStateIsKeptAndItsHolderUnnamed() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("en/01-porch.md", Self.english)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(report == ["en/01-porch.md:3: run"], "\(report)")
    #expect(page.contains("Lit after 3 flips"), "the state changed with each toggle and was kept")
    #expect(!page.contains(Notebook.previewStateType))
    #expect(!page.contains(Notebook.previewFunction))
  }

  /// A preview's body shown without its `#Preview { … }` line: its `@Previewable` state is the
  /// state of the view the expressions are the body of, and it runs.
  @Test(arguments: [
    (
      "ko/stepper.md",
      "# 단계\n\n```swift\n@Previewable @State var 개수 = 2\nStepper(\"개수 \\(개수)\", value: $개수)\n```\n"
    ),
    (
      "zh/stepper.md",
      "# 步进\n\n```swift\n@Previewable @State var 数量 = 2\nStepper(\"数量 \\(数量)\", value: $数量)\n```\n"
    ),
    (
      "en/stepper.md",
      "# Steps\n\n```swift\n@Previewable @State var count = 2\nStepper(\"Count \\(count)\", value: $count)\n```\n"
    ),
  ])
  func previewableStateWithoutItsPreviewRuns(path: String, note: String) throws {
    let (report, _, _) = try SiteFixture.buildNote(path, note)
    #expect(report == ["\(path):3: run (completed)"], "\(report)")
  }
}
