import Foundation
import Testing

@testable import DocBuildKit

/// A modifier chain that needs nothing of any view (it prints, reads no value and calls nothing the
/// page declares) is no part of the page's view: when that view does not compile, the chain runs on a
/// neutral view instead of being blamed on it.
@Suite struct NeutralChainHostTests {
  @Test func koreanLifecycleChainBesideABrokenEarlierViewRuns() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/lifecycle.md",
      """
      # 화면의 생애

      ```swift
      struct 프로필화면: View {
        @EnvironmentObject var 계정: 사용자계정
      }
      ```

      화면이 나타나고 사라질 때를 알 수 있습니다.

      ```swift
      .onAppear {
        print("나타남")
      }
      .onDisappear {
        print("사라짐")
      }
      ```

      """)
    #expect(
      report == [
        "ko/lifecycle.md:3: not run (excerpt): uses `사용자계정`, which the note never declares, and the view `프로필화면` has no `body`",
        "ko/lifecycle.md:11: run (completed)",
      ])
    #expect(page.contains("나타남"))
  }

  @Test func chineseLifecycleChainBeforeABrokenLaterViewRuns() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/lifecycle.md",
      """
      # 生命周期

      ```swift
      .onAppear {
        print("出现了")
      }
      ```

      后面的视图依赖一个没有给出的类型：

      ```swift
      struct 资料视图: View {
        @EnvironmentObject var 会话: 用户会话
      }
      ```

      """)
    #expect(
      report == [
        "zh/lifecycle.md:3: run (completed)",
        "zh/lifecycle.md:11: not run (excerpt): uses `用户会话`, which the note never declares, and the view `资料视图` has no `body`",
      ])
    #expect(page.contains("出现了"))
  }

  /// A chain calling the page's own function needs the view declaring it: it is not moved.
  @Test func englishChainCallingThePagesFunctionStaysWithItsView() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/load.md",
      """
      # Loading

      ```swift
      struct FeedView: View {
        @ObservedObject var feed: Feed
        var body: some View { Text("Feed") }
        func reload() { print("reload") }
      }
      ```

      ```swift
      .onAppear {
        reload()
      }
      ```

      """)
    #expect(report[1].hasPrefix("en/load.md:11: not run (needs a block that does not compile)"))
  }

  /// A chain that prints nothing would show nothing on a blank view: it stays with its view.
  @Test func englishChainThatPrintsNothingStaysWithItsView() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/slide.md",
      """
      # Sliding in

      ```swift
      struct BannerView: View {
        @EnvironmentObject var banner: Banner
      }
      ```

      ```swift
      .transition(.slide)
      ```

      """)
    #expect(report[1].hasPrefix("en/slide.md:9: not run (needs a block that does not compile)"))
  }
}
