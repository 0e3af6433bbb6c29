import Testing

@testable import DocBuildKit

/// A block quoting SwiftUI's own declaration of a type (an API listing: `public init` without a
/// body) declares nothing of the page's: a later block using the type uses SwiftUI's, and when
/// the engine lacks it, that is its reason, not a wait on the listing.
@Suite struct PlatformListingDeclarationTests {
  static func note(_ title: String, prose: String) -> String {
    """
    # \(title)

    ```swift
    public struct MultiDatePicker<Label>: View where Label: View {
        public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label)
    }
    ```

    \(prose)

    ```swift
    import SwiftUI

    struct TripDays: View {
        @State private var days: Set<DateComponents> = []

        var body: some View {
            MultiDatePicker(selection: $days) {
                Text("Days")
            }
        }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/days.md", "여행 날짜", "여러 날을 고르는 뷰를 씁니다.", "상태 엔진이 아직 MultiDatePicker을(를) 지원하지 않습니다"),
    ("zh/days.md", "旅行日期", "用它选择多个日期。", "状态引擎尚不支持 MultiDatePicker"),
    (
      "en/days.md", "Trip days", "Pick several days with it.",
      "the engine does not support MultiDatePicker yet"
    ),
  ])
  func aBlockUsingTheQuotedTypeSaysTheEngineLacksIt(
    path: String, title: String, prose: String, expected: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, prose: prose))
    let usage = try #require(report.first { $0.contains(":11:") }, "\(report)")
    #expect(usage.contains("engine lacks"), "\(usage)")
    #expect(!usage.contains("(line 3)"), "\(usage)")
    #expect(page.contains(expected), "\(report)")
    #expect(report.contains { $0.contains(":3:") && $0.contains("API listing") }, "\(report)")
  }
}
