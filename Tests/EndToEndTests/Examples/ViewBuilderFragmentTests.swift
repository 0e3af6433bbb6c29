import Foundation
import Testing

@testable import DocBuildKit

/// An `if` or `switch` that builds views over a page view's members is a variant of that view's
/// `body`, like a view expression reading them.
@Suite struct ViewBuilderFragmentTests {
  @Test func koreanIfOverAPageViewsStateRunsAsThatView() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/light.md",
      """
      # 전등 스위치

      ```swift
      struct 전등: View {
        @State var 켜짐 = false
        var body: some View {
          Text("전등")
        }
      }
      ```

      켜졌을 때만 원을 보여 줍니다.

      ```swift
      if 켜짐 {
        Circle()
          .frame(maxHeight: 100)
      } else {
        Text("꺼짐")
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["ko/light.md:3: run", "ko/light.md:14: run (completed)"])
    #expect(page.contains("꺼짐"))
    // The completion shows the view the statement became the body of.
    #expect(page.contains("struct 전등: View {"))
  }

  @Test func chineseSwitchOverAPageViewsStateRunsAsThatView() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/mode.md",
      """
      # 模式

      ```swift
      struct 模式视图: View {
        @State private var 模式 = 1
        var body: some View { Text("模式") }
      }
      ```

      根据模式显示不同的视图：

      ```swift
      switch 模式 {
      case 0:
        Text("关闭")
      default:
        Text("打开")
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["zh/mode.md:3: run", "zh/mode.md:12: run (completed)"])
    #expect(page.contains("打开"))
  }

  @Test func englishIfOverAValueNoViewHasNamesIt() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/flag.md",
      """
      # Flags

      ```swift
      struct FlagView: View {
        @State var isOn = false
        var body: some View { Text("Flag") }
      }
      ```

      ```swift
      if isRaised {
        Text("Up")
      }
      ```

      """)
    #expect(
      report == [
        "en/flag.md:3: run",
        "en/flag.md:10: not run (excerpt): uses `isRaised`, which the note never declares",
      ])
  }

  @Test func englishIfOverValuesIsNotAViewBody() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/count.md",
      """
      # Counting

      ```swift
      struct CountView: View {
        @State var count = 0
        var body: some View { Text("\\(count)") }
      }
      ```

      ```swift
      if count > 3 {
        count = 0
      }
      ```

      """)
    #expect(
      report == [
        "en/count.md:3: run",
        // Statements, type-checked as a method of the view, never run as its body.
        "en/count.md:10: compiled only (completed)",
      ])
  }
}
