import Testing

@testable import DocBuildKit

/// A note's own modifier shown as a bare function (its `extension View` left out) is said to
/// be one: SwiftUI's `overlay` is the modified view's, not a name the note forgot.
@Suite struct ViewExtensionApartNotesTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    func badge<Badge: View>(
        isShown: Bool, @ViewBuilder badge: () -> Badge
    ) -> some View {
        if isShown { logBadge() }
        return overlay(alignment: .topTrailing) { badge() }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/badge.md", "배지", "extension View { … } 안에 들어갈 수정자입니다: 수정하는 뷰의 overlay"),
    ("zh/badge.md", "角标", "缺少它所在的 extension View { … }：它不写接收者，直接对所修饰的视图调用 overlay"),
    (
      "en/badge.md", "Badge",
      "shown without the extension View { … } it belongs in: it calls overlay"
    ),
  ])
  func theModifierIsSaidToNeedItsExtension(path: String, title: String, expected: String) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title))
    #expect(report.count == 1, "\(report)")
    #expect(page.contains(expected), "\(page)")
    #expect(page.contains("logBadge"), "\(page)")
    #expect(!page.contains("cannot find"), "\(page)")
  }
}
