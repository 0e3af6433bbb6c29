import Testing

@testable import DocBuildKit

/// A view the page builds only inside a style no view applies (a `ButtonStyle`'s `makeBody`) is
/// no view a program runs: docbuild gives it chosen values (a closure taking a value, through the
/// view's own typealias, returns a `Text`), and when it cannot, the reason names the line that
/// builds it and why that code is no root, never "the note never makes one".
@Suite struct StyleBuiltRootNotesTests {
  static let korean = #"""
    # 눌림 상태 카드

    ```swift
    import SwiftUI

    struct 상태카드<내용: View>: View {
      typealias 만들기 = (_ 켜짐: Bool) -> 내용
      private let 만들기내용: 만들기
      @Environment(\.isEnabled) var 켜짐: Bool

      init(@ViewBuilder 만들기내용: @escaping 만들기) {
        self.만들기내용 = 만들기내용
      }

      var body: some View {
        만들기내용(켜짐)
          .onAppear { print("카드 켜짐: \(켜짐)") }
      }
    }
    ```

    ```swift
    struct 카드단추: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        상태카드 { 켜짐 in
          configuration.label.opacity(켜짐 ? 1 : 0.4)
        }
      }
    }
    ```

    """#

  @Test func aClosureTakingAValueIsChosenAndRuns() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("ko/card.md", Self.korean)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.first
        == "ko/card.md:3: run (completed); ran with values docbuild chose: `만들기내용: { _ in Text(\"내용\") }`",
      "\(report)")
    #expect(page.contains("카드 켜짐: true"), "the card's body ran")
    // The completion shows the closure docbuild gave it.
    #expect(page.contains("// 상태카드(만들기내용: { _ in Text(\"내용\") })"), "\(page)")
  }

  static let chinese = #"""
    # 圆环

    ```swift
    import SwiftUI

    struct 圆环: View {
      let 进度: Int
      let 格式: (Int) -> String

      var body: some View {
        Text(格式(进度))
      }
    }
    ```

    ```swift
    struct 圆环样式: ButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        圆环(进度: 3, 格式: { "\($0) / 10" })
      }
    }
    ```

    """#

  @Test func aBuilderNoRunReachesIsNamedWithWhy() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/ring.md", Self.chinese)
    #expect(
      report.first
        == "zh/ring.md:3: not run (root needs arguments): `圆环` needs `格式: (Int) -> String`; the code at line 16 builds it inside `圆环样式`, which no view of the page uses, so that code never runs and cannot be its root (name a root with `root=` or a `#Preview`)",
      "\(report)")
    #expect(page.contains("第 16 行的代码在 圆环样式 中创建这个视图，但本页没有任何视图使用 圆环样式"), "\(page)")
    #expect(!page.contains("从未创建"))
  }
}
