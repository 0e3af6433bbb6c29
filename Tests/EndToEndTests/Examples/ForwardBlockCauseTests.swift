import Testing

@testable import DocBuildKit

/// A view compiled with a later block that extends it (the helper its `body` calls): when that
/// block's only fault is API the engine lacks, the view says the engine lacks it, not that it
/// waits on the block, which would wait on it in turn; any other fault there is placed at the
/// line the block starts at, where a reader finds it.
@Suite struct ForwardBlockCauseTests {
  static func note(_ title: String, prose: String, helper: String) -> String {
    """
    # \(title)

    ```swift
    import SwiftUI

    struct Planner: View {
        @State var days: Set<DateComponents> = []

        var body: some View {
            picker
        }
    }
    ```

    \(prose)

    ```swift
    extension Planner {
        var picker: some View {
            \(helper)
        }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/planner.md", "계획", "고르는 뷰는 따로 둡니다.", "상태 엔진이 아직 MultiDatePicker을(를) 지원하지 않습니다"),
    ("zh/planner.md", "计划", "选择器单独放在扩展里。", "状态引擎尚不支持 MultiDatePicker"),
    (
      "en/planner.md", "Planner", "The picker lives in an extension.",
      "the engine does not support MultiDatePicker yet"
    ),
  ])
  func theViewSaysTheEngineLacksWhatItsHelperUses(
    path: String, title: String, prose: String, expected: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(
      path,
      Self.note(
        title, prose: prose, helper: "MultiDatePicker(\"Days\", selection: $days)"))
    let view = try #require(report.first { $0.contains(":3:") }, "\(report)")
    let helper = try #require(report.first { $0.contains(":17:") }, "\(report)")
    for reason in [view, helper] {
      #expect(reason.contains("engine lacks"), "\(reason)")
      #expect(!reason.contains("needs a block"), "\(reason)")
    }
    #expect(page.contains(expected), "\(report)")
  }

  @Test func anotherFaultIsPlacedAtTheLineItsBlockStarts() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/planner.md",
      Self.note(
        "Planner", prose: "The picker lives in an extension.",
        helper: "let count: Int = \"three\"\n        return Text(\"\\(count)\")"))
    let view = try #require(report.first { $0.contains(":3:") }, "\(report)")
    #expect(view.contains("the page's code at line 17"), "\(view)")
  }
}
