import Testing

@testable import DocBuildKit

/// A block calling the page's helper whose code uses a framework docbuild does not have
/// (UIKit's `UIScreen`): compiled beside it, the helper's errors are the helper's. The block
/// waits on the helper's block, named with its cause; it never uses UIKit itself.
@Suite struct HelperFrameworkWaitTests {
  @Test(arguments: [
    (
      "ko/phase.md", "# 백그라운드로 갈 때", "앱이 백그라운드로 가면 도우미 함수를 부릅니다.", "도우미는 화면 밝기를 읽습니다.",
      "또한 컴파일되지 않은 블록에서 선언한 logBrightness(20행)을(를) 사용합니다. 20행 블록: docbuild에 없는 모듈 UIKit이(가) 필요합니다"
    ),
    (
      "zh/phase.md", "# 进入后台时", "应用进入后台时调用辅助函数。", "辅助函数读取屏幕亮度。",
      "此外还使用了在未能编译的代码块中声明的 logBrightness（第 20 行）；第 20 行的代码块：需要 docbuild 没有的模块 UIKit"
    ),
    (
      "en/phase.md", "# Going to the background",
      "The app calls a helper when it goes to the background.",
      "The helper reads the screen's brightness.",
      "it also uses logBrightness (line 20), declared in a block that does not compile; the block at line 20: needs UIKit"
    ),
  ])
  func theCallerNamesTheHelperNotUIKitsTypes(
    path: String, heading: String, first: String, second: String, expected: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(
      path,
      """
      \(heading)

      \(first)

      ```swift
      @Environment(\\.scenePhase) var phase

      var body: some Scene {
          WindowGroup {
              JournalView()
          }
          .onChange(of: phase) { newPhase in
              if newPhase == .background { logBrightness() }
          }
      }
      ```

      \(second)

      ```swift
      func logBrightness() {
          print(UIScreen.main.brightness)
      }
      ```

      """)
    let caller = try #require(report.first { $0.contains(":5:") }, "\(report)")
    #expect(!caller.contains("UIScreen") && !caller.contains("foreign module"), "\(caller)")
    #expect(caller.contains("`JournalView`"), "\(caller)")
    #expect(page.contains(expected), "\(page)")
  }
}
