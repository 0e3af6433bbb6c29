import Testing

@testable import DocBuildKit

/// A block reading members that another block of the page declares, where that block does not
/// compile (an earlier extension of the same type, a view's extension, an `extension View`
/// modifier), waits on that block: the reason names it, never "cannot find in scope" or "has no
/// member" as if the note had not declared them.
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

  static let korean = #"""
    # 확장의 속성

    ```swift
    struct 목록화면: View {
        @State private var 선택 = 0

        var body: some View {
            상세내용
        }
    }
    ```

    확장에서 상세 내용을 만듭니다(함수 이름을 잘못 불렀습니다):

    ```swift
    extension 목록화면 {
        var 상세내용: some View {
            상세(번호: 선택)
        }

        func 본문(번호: Int) -> some View {
            Text("\(번호)번")
        }
    }
    ```

    같은 화면, 다른 스타일:

    ```swift
    struct 목록화면: View {
        var body: some View {
            상세내용
                .padding()
        }
    }
    ```

    """#

  @Test func aPropertyOfABrokenExtensionIsSaidAsItsBlocks() throws {
    let (report, _, page) = try SiteFixture.buildNote("ko/01-extension.md", Self.korean)
    #expect(
      report.contains {
        $0.hasPrefix("ko/01-extension.md:29: not run (needs a block that does not compile)")
      }, "\(report)")
    #expect(report.contains { $0.contains("`상세내용` (line 15)") }, "\(report)")
    #expect(!page.contains("cannot find '상세내용'"))
  }

  static let chinese = #"""
    # 预览环境

    ```swift
    extension View {
        func 预览环境() -> some View {
            self.environment(设置对象.样例)
        }
    }
    ```

    ```swift
    struct 首页: View {
        var body: some View {
            Text("首页")
        }
    }

    #Preview {
        首页().预览环境()
    }
    ```

    """#

  @Test func aModifierOfABrokenViewExtensionIsSaidAsItsBlocks() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/01-preview.md", Self.chinese)
    #expect(
      report.contains {
        $0.hasPrefix("zh/01-preview.md:11: not run (needs a block that does not compile)")
      }, "\(report)")
    #expect(!page.contains("has no member"))
  }

  static let english = #"""
    # A helper in an extension

    ```swift
    extension View {
        func cardFrame() -> some View {
            self.background(Theme.current.card)
        }
    }
    ```

    ```swift
    struct Dashboard: View {
        var body: some View {
            Text("Today").cardFrame()
        }
    }
    ```

    """#

  @Test func aModifierOfAnExtensionReadingUnshownNamesIsSaidAsItsBlocks() throws {
    let (report, _, page) = try SiteFixture.buildNote("en/01-card.md", Self.english)
    #expect(
      report.contains {
        $0.hasPrefix("en/01-card.md:11: not run (needs a block that does not compile)")
      }, "\(report)")
    #expect(report.contains { $0.contains("`cardFrame` (line 3)") }, "\(report)")
  }
}
