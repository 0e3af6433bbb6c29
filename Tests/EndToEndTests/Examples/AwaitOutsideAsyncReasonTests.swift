import Testing

@testable import DocBuildKit

/// A function not marked `async` that waits with `await` in its own body: the note's mistake,
/// said with the function and the line, beside the names it never declares.
@Suite struct AwaitOutsideAsyncReasonTests {
  @Test(arguments: [
    (
      "ko/reload.md", "# 다시 불러오기\n\n메인 액터에서 새로고침합니다.",
      "함수 reload은(는) 9행에서 await를 쓰지만 async로 표시되어 있지 않습니다",
      "이 글에서 선언하지 않은 refreshInbox을(를) 사용합니다"
    ),
    (
      "zh/reload.md", "# 重新加载\n\n在主 actor 上刷新。",
      "函数 reload 在第 9 行使用了 await，却没有标记为 async",
      "使用了本文没有声明的 refreshInbox"
    ),
    (
      "en/reload.md", "# Reloading\n\nRefreshing on the main actor.",
      "the function reload uses await at line 9 but is not marked async",
      "uses refreshInbox, which the note never declares"
    ),
  ])
  func theFunctionIsSaidBesideTheUndeclaredCall(
    path: String, heading: String, mistake: String, undeclared: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(
      path,
      """
      \(heading)

      ```swift
      @MainActor
      func reload() {
          print("start")
          await refreshInbox()
          print("end")
      }
      ```

      """)
    #expect(report.count == 1 && report[0].contains("not run"), "\(report)")
    #expect(page.contains(mistake), "\(page)")
    #expect(page.contains(undeclared), "\(page)")
  }
}
