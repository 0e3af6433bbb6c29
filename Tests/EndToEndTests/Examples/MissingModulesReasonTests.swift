import Testing

@testable import DocBuildKit

/// swiftc stops at the first module it cannot find; a block importing several names them all,
/// says which one is the app a test imports with `@testable`, and names what the note never
/// declares, which swiftc never reached.
@Suite struct MissingModulesReasonTests {
  /// A unit test of the page's view: its matcher library, its inspection library and the app.
  static func unitTest(_ title: String) -> String {
    """
    # \(title)

    ```swift
    import XCTest
    import Expecto
    import ViewProbe

    @testable import Ledger

    final class BalanceTests: XCTestCase {
        func testShowsTotal() throws {
            let screen = BalanceScreen(total: 3)
            try expectThat(screen.probe().text()).equals("3")
        }
    }
    ```

    """
  }

  @Test func aTestNamesEveryModuleItLacks() throws {
    let (report, _, page) = try SiteFixture.buildNote("ko/balance.md", Self.unitTest("잔액 테스트"))
    #expect(
      report == [
        "ko/balance.md:3: not run (foreign module): XCTest test code: it needs `Expecto`, `ViewProbe`, `Ledger`, modules docbuild does not have (`Ledger` is the app under test, imported with `@testable`), and it uses `BalanceScreen`, which the note never declares (it may come from those modules)"
      ])
    #expect(
      page.contains(
        "XCTest 테스트 코드입니다: docbuild에 없는 모듈 Expecto, ViewProbe, Ledger이(가) 필요합니다. Ledger은(는) @testable import로 가져온, 테스트 대상 앱입니다"
      ),
      "\(page)")
  }

  @Test func aTestNamesEveryModuleInChinese() throws {
    let (_, _, page) = try SiteFixture.buildNote("zh/balance.md", Self.unitTest("余额测试"))
    #expect(
      page.contains(
        "这是 XCTest 测试代码：需要 docbuild 没有的模块 Expecto、ViewProbe、Ledger；其中 Ledger 是用 @testable import 导入的被测应用"
      ),
      "\(page)")
  }

  /// UIKit's scene delegate hosting a view the page never declares: both are said.
  @Test func aUIKitHostOfAnUndeclaredViewSaysBoth() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/scene.md",
      """
      # Scene

      ```swift
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?

          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
              guard let windowScene = scene as? UIWindowScene else { return }
              let window = UIWindow(windowScene: windowScene)
              window.rootViewController = UIHostingController(rootView: GardenView())
              self.window = window
          }
      }
      ```

      """)
    #expect(
      report == [
        "en/scene.md:3: not run (foreign module): needs `UIKit`, a module docbuild does not have, and it uses `GardenView`, which the note never declares"
      ])
  }

  /// A comment in the page's language that puts a word before a parenthesis is prose: the
  /// reason names the module, not the comment's words.
  @Test func aCommentsWordsAreNotNamesTheNoteLacks() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/slide.md",
      """
      # 아래에서 올라오는 뷰

      ```swift
      struct SlideView: View {
          @State var raised = false

          var body: some View {
              Text("올리기")
                  // 화면 높이만큼 내려 두도록 함 (올리면 0)
                  .offset(y: raised ? 0 : UIScreen.main.bounds.height)
          }
      }
      ```

      """)
    #expect(
      report == [
        "ko/slide.md:3: not run (foreign module): needs `UIKit`, a module docbuild does not have"
      ], "\(report)")
  }
}
