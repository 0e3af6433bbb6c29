import Testing

@testable import DocBuildKit

/// An extension calling members that an earlier extension of the same type adds, in a block that
/// does not compile, waits on that block: the reason names it, never "cannot find in scope" as if
/// the note had not declared them.
@Suite struct BrokenExtensionMemberReasonTests {
  private static func note(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    ```swift
    struct Basket {
      var items: [String] = []
    }
    ```

    ```swift
    public extension Basket {
      var names: [String] { items.sorted() }
    }
    ```

    \(caption)

    ```swift
    extension Basket {
      func summary() -> String { names.joined(separator: ", ") }
    }
    ```

    """
  }

  @Test func englishNamesTheBrokenExtension() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/basket.md", Self.note("Baskets", "A summary lists the names:"))
    #expect(
      report.last?.hasPrefix("en/basket.md:17: not run (needs a block that does not compile)")
        == true)
    #expect(report.last?.contains("`names` (line 9)") == true)
  }

  @Test func koreanNamesTheBrokenExtension() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/basket.md", Self.note("장바구니", "요약은 이름을 나열합니다:"))
    #expect(
      report.last?.hasPrefix("ko/basket.md:17: not run (needs a block that does not compile)")
        == true)
    #expect(!page.contains("cannot find"))
  }

  @Test func chineseNamesTheBrokenExtension() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/basket.md", Self.note("购物篮", "摘要列出名字："))
    #expect(
      report.last?.hasPrefix("zh/basket.md:17: not run (needs a block that does not compile)")
        == true)
    #expect(!page.contains("cannot find"))
  }
}
