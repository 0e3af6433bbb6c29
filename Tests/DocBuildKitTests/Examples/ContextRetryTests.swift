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
}
