import Testing

@testable import DocBuildKit

/// A block that only declares types (a model, a child view) has nothing to run of its own; when an
/// example that uses it runs, the page, `--explain` and `--report` say it ran as part of that
/// example. A Korean note whose model comes first, a Chinese note whose model is shown after the
/// view that uses it and whose other model nothing uses, an English note whose only user
/// fails its check.
@Suite struct SharedRunNotesTests {
  static let korean = #"""
    # 장바구니

    ```swift
    import SwiftUI

    class 장바구니: ObservableObject {
      @Published var 개수 = 0
    }
    ```

    모델을 쓰는 화면입니다.

    ```swift
    struct 장바구니화면: View {
      @StateObject private var 바구니 = 장바구니()
      var body: some View {
        Button("담기 \(바구니.개수)") { 바구니.개수 += 1 }
      }
    }
    ```

    """#

  static let chinese = #"""
    # 计数

    ```swift
    import SwiftUI

    struct 计数页: View {
      @State private var 计数 = 计数器()
      var body: some View {
        Button("点了 \(计数.次数) 次") { 计数.次数 += 1 }
      }
    }
    ```

    模型写在后面：

    ```swift
    struct 计数器 {
      var 次数 = 0
    }
    ```

    没有人用的模型：

    ```swift
    struct 备忘: Hashable {
      var 内容 = ""
    }
    ```

    """#

  static let english = #"""
    # A broken user

    ```swift
    import SwiftUI

    final class Basket: ObservableObject {
      @Published var items = 0
    }
    ```

    ```swift
    struct BasketView: View {
      @StateObject private var basket = Basket()
      var body: some View {
        Button("Add") { basket.items += 1; print("items: \(basket.items)") }
      }
    }
    ```

    ```scenario
    tap "Add"
    ```

    ```output
    items: 7
    ```

    """#

  @Test func aModelShownBeforeItsViewRanAsPartOfThatViewsExample() throws {
    let fixture = SiteFixture(["ko/01-basket.md": Self.korean])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      summary.exampleReport.contains("ko/01-basket.md:3: ran as part of the example at line 13"),
      "\(summary.exampleReport)")
    let entry = try #require(
      summary.exampleEntries.first { $0.note == "ko/01-basket.md" && $0.line == 3 })
    #expect(entry.status == "compiled-only")
    #expect(entry.ranInExample == 13)
    #expect(entry.reason == "ran as part of the example at line 13")

    let page = fixture.page("ko/01-basket.html")
    #expect(
      page.contains(
        "<span class=\"status-badge status-ran\">실행됨</span> <a href=\"#example-13\">13행의 예제를 실행할 때 함께 실행되었습니다</a>"
      ))
    // The link's target: the result box of the example that ran.
    #expect(page.contains("\" id=\"example-13\">"))
  }

  @Test func aModelShownAfterItsUserNamesTheEarlierExampleAndAnUnusedModelStaysCompiledOnly()
    throws
  {
    let fixture = SiteFixture(["zh/01-count.md": Self.chinese])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(
      summary.exampleReport.contains("zh/01-count.md:16: ran as part of the example at line 3"),
      "\(summary.exampleReport)")
    #expect(summary.exampleReport.contains("zh/01-count.md:24: compiled only"))
    #expect(
      summary.exampleEntries.first { $0.note == "zh/01-count.md" && $0.line == 24 }?.ranInExample
        == nil)
    let page = fixture.page("zh/01-count.html")
    #expect(page.contains("<a href=\"#example-3\">作为第 3 行示例的一部分运行</a>"))
  }

  @Test func aBlockWhoseOnlyUserFailedIsNotSaidToHaveRun() throws {
    let fixture = SiteFixture(["en/01-broken.md": Self.english])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(
      summary.exampleReport.contains {
        $0.hasPrefix("en/01-broken.md:11: failed (output mismatch)")
      },
      "\(summary.exampleReport)")
    #expect(summary.exampleReport.contains("en/01-broken.md:3: compiled only"))
    #expect(!fixture.page("en/01-broken.html").contains("status-ran"))
  }

  static let helper = #"""
    # A helper

    ```swift
    import SwiftUI

    extension View {
      func framed() -> some View { padding().border(Color.gray) }
    }
    ```

    ```swift
    struct Plain: View {
      var body: some View { Text("Plain") }
    }
    ```

    ```swift
    struct Boxed: View {
      var body: some View { Text("Boxed").framed() }
    }
    ```

    """#

  @Test func aHelperOfEveryViewRanOnlyWithTheExampleThatCallsIt() throws {
    let fixture = SiteFixture(["en/01-helper.md": Self.helper])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    // `Plain` is a view too, but calls none of the extension's members.
    #expect(
      summary.exampleReport.contains("en/01-helper.md:3: ran as part of the example at line 17"),
      "\(summary.exampleReport)")
  }
}
