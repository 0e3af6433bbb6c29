import Foundation
import Testing

@testable import DocBuildKit

/// A block using modifiers the note declares in an unlabelled fence that does not parse (a stray
/// `)`) says where they are declared and why docbuild could not read that fence, never that the
/// note never declares them; the fence gets a warning.
@Suite struct UnparsedSwiftFenceReasonTests {
  static func note(_ title: String, prose: String) -> String {
    """
    # \(title)

    ```
    struct Glow: ViewModifier {
      func body(content: Content) -> some View {
        content
          .shadow(radius: 6)
        )
      }
    }
    ```

    \(prose)

    ```swift
    struct Badge: View {
      var body: some View {
        Text("7").modifier(Glow())
      }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/glow.md", "빛", "배지에 씁니다.", "3행 코드 블록은 문법 오류가 있어 Swift로 읽을 수 없습니다"),
    ("zh/glow.md", "光晕", "用在徽章上。", "第 3 行的代码块有语法错误，无法作为 Swift 解析"),
    ("en/glow.md", "Glow", "The badge uses it.", "the fence at line 3 does not parse as Swift"),
  ])
  func theReasonNamesTheFenceAndItsSyntaxError(
    path: String, title: String, prose: String, unparsed: String
  ) throws {
    let fixture = SiteFixture([path: Self.note(title, prose: prose)])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    let report = summary.exampleReport
    let badge = try #require(report.first { $0.hasPrefix("\(path):15:") }, "\(report)")
    #expect(badge.contains("`Glow` (line 3)"), "\(report)")
    #expect(badge.contains("the fence at line 3 does not parse as Swift"), "\(report)")
    #expect(!badge.contains("never declares"), "\(report)")
    let warning = try #require(
      diagnostics.first { $0.id == "fence.unlabelled-swift-unparsed" }, "\(diagnostics)")
    #expect(warning.range?.start.line == 3)
    let page = fixture.page(path.replacingOccurrences(of: ".md", with: ".html"))
    #expect(page.contains(unparsed), "\(path)")
  }
}
