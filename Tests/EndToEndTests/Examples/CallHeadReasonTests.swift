import Testing

@testable import DocBuildKit

/// A block showing only the head of a container's call, to point at its arguments, says so,
/// not the compiler's missing argument; a chain of modifiers with no view says that besides the
/// API the engine lacks.
@Suite struct CallHeadReasonTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    struct BadgeView: View {
        var body: some View {
            Text("Badge")
        }
    }
    ```

    ```swift
    HStack(alignment: .top, spacing: 6)
    ```

    ```swift
    .background(
        PhaseAnimator([0.4, 1.0]) { glow in Color.orange.opacity(glow) }
    )
    ```

    """
  }

  @Test func theCallHeadAndTheBareChainAreSaid() throws {
    let (report, _, _) = try SiteFixture.buildNote("en/badge.md", Self.note("Badges"))
    #expect(
      report == [
        "en/badge.md:3: run",
        "en/badge.md:11: not run (fragment (view expression)): a view expression: belongs inside a view's `body` — it shows only the head of a `HStack(…)` call: the `content` closure that follows the parentheses (the views it holds) is left out, so there is nothing to run",
        "en/badge.md:15: not run (engine lacks): a chain of modifiers without the view it modifies (docbuild applied it to a view of the page); and besides, the engine does not support `PhaseAnimator` yet",
      ])
  }

  @Test func koreanAndChinesePagesSayThem() throws {
    let (_, _, zh) = try SiteFixture.buildNote("zh/badge.md", Self.note("徽章"))
    #expect(zh.contains("只展示了 HStack(…) 调用的开头"), "\(zh)")
    #expect(zh.contains("只写了修饰符链，没有它要修饰的视图"), "\(zh)")
    #expect(!zh.contains("could not be inferred"), "\(zh)")
    let (_, _, ko) = try SiteFixture.buildNote("ko/badge.md", Self.note("배지"))
    #expect(ko.contains("HStack(…) 호출의 앞부분만 보여 줍니다"), "\(ko)")
  }
}
