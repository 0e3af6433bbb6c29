import Testing

@testable import DocBuildKit

/// A call with more than the engine's spellings of a member take, which only another platform's
/// spelling takes (`focusable(_:onFocusChange:)`, of macOS, tvOS and watchOS, beside iOS 17's
/// `focusable(_:)`), gets that platform's reason, not swiftc's "extra trailing closure"; the
/// member's iOS spelling still runs.
@Suite struct OtherPlatformOverloadTests {
  static func note(_ title: String, prose: String) -> String {
    """
    # \(title)

    ```swift
    struct Tile: View {
        @State private var lifted = false

        var body: some View {
            Capsule()
                .frame(width: 80, height: 40)
                .offset(y: lifted ? -6 : 0)
                .focusable(true) { focused in lifted = focused }
        }
    }
    ```

    \(prose)

    ```swift
    struct Shelf: View {
        var body: some View {
            Capsule().frame(width: 80, height: 40).focusable()
        }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/tile.md", "타일", "iOS에서는 이렇게 씁니다.", "macOS 10.15, tvOS 13, watchOS 6 전용 SwiftUI API인데"),
    ("zh/tile.md", "瓷砖", "在 iOS 上这样写。", "是仅用于 macOS 10.15, tvOS 13, watchOS 6 的 SwiftUI API"),
    (
      "en/tile.md", "Tile", "On iOS it is written this way.",
      "SwiftUI API for macOS 10.15, tvOS 13, watchOS 6 only"
    ),
  ])
  func theClosureFormIsAnotherPlatforms(path: String, title: String, prose: String, said: String)
    throws
  {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, prose: prose))
    let reason = try #require(report.first { $0.hasPrefix(path + ":3:") }, "\(report)")
    #expect(reason.contains("(other platform)"), "\(reason)")
    #expect(reason.contains("`.focusable(_:onFocusChange:)`"), "\(reason)")
    #expect(!reason.contains("extra trailing closure"), "\(reason)")
    #expect(page.contains(said), "\(page)")
    #expect(report.contains { $0.hasPrefix(path + ":18: run") }, "\(report)")
  }
}
