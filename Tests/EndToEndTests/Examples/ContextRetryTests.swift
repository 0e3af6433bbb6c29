import Testing

@testable import DocBuildKit

/// A program that fails only in the page's other code (here another platform's modifier) is
/// compiled once more without those declarations, and runs when it needs nothing else.
@Suite struct ContextRetryTests {
  @Test func aBlockNeedingNothingElseRunsBesideAnotherPlatformsCode() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/retry.md",
      """
      # 입력 칸 꾸미기

      ```swift
      struct 로그인: View {
        @State private var 이름 = ""
        var body: some View {
          TextField("이름", text: $이름).입력칸모양()
        }
      }

      struct 입력칸: ViewModifier {
        func body(content: Content) -> some View {
          content.frame(width: UIScreen.main.bounds.width / 2)
        }
      }

      extension View {
        func 입력칸모양() -> some View { modifier(입력칸()) }
      }
      ```

      이 뷰는 다른 블록이 필요 없습니다:

      ```swift
      struct 카운터: View {
        @State private var 횟수 = 0
        var body: some View {
          Button("누른 횟수 \\(횟수)") { 횟수 += 1 }
        }
      }
      ```

      ```scenario
      tap "누른 횟수 0"
      ```

      ```shows
      누른 횟수 1
      ```

      """)
    #expect(report.contains("ko/retry.md:24: run"), "\(report)")
  }

  @Test func aViewExpressionRunsBesideWhatIsLeftOfABrokenBlock() throws {
    // 中文笔记：第一个代码块的修饰器用到 UIKit 的 `UIScreen`，它留下的登录视图也编译不了；
    // 后面读取 `self.body` 的视图表达式什么都不需要，在自己的视图里运行。
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/retry.md",
      """
      # 输入框

      ```swift
      struct 登录: View {
        @State private var 名字 = ""
        var body: some View {
          TextField("名字", text: $名字).输入框样式()
        }
      }

      struct 输入框: ViewModifier {
        func body(content: Content) -> some View {
          content.frame(width: UIScreen.main.bounds.width / 2)
        }
      }

      extension View {
        func 输入框样式() -> some View { modifier(输入框()) }
      }
      ```

      一段文字：

      ```swift
      Text("你好")
          .bold()
          .onTapGesture { print(type(of: self.body)) }
      ```

      """)
    #expect(report.contains("zh/retry.md:24: run (completed)"), "\(report)")
  }
}
