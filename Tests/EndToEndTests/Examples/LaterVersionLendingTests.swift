import Foundation
import Testing

@testable import DocBuildKit

/// A block pairs with a later block's view only while that view still uses this block's version
/// of its names: past a block that declares one of them again, the view pairs with the new one,
/// and this block runs with the page's earlier view.
@Suite struct LaterVersionLendingTests {
  private static func note(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    ```swift
    struct PlayerView: View {
      var episode = "1"
      var body: some View {
        VStack {
          Text(episode)
          PlayButton()
        }
      }
    }
    ```

    ```swift
    struct PlayButton: View {
      @State private var isPlaying = false
      var body: some View {
        Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
      }
    }
    ```

    \(caption)

    ```swift
    struct PlayButton: View {
      @Binding var isPlaying: Bool
      var body: some View {
        Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
      }
    }
    ```

    ```swift
    struct PlayerView: View {
      @State private var isPlaying = false
      var body: some View {
        PlayButton(isPlaying: $isPlaying)
      }
    }
    ```

    """
  }

  @Test func chineseStateButtonRunsBeforeItsBindingVersion() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/player.md", Self.note("播放器", "把状态交给父视图："))
    #expect(report.count == 4, "\(report)")
    #expect(report[1] == "zh/player.md:15: run", "\(report)")
    #expect(report.last?.hasPrefix("zh/player.md:35: run") == true, "\(report)")
  }

  @Test func koreanStateButtonRunsBeforeItsBindingVersion() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/player.md", Self.note("재생 버튼", "상태를 부모 뷰로 옮깁니다."))
    #expect(report.dropFirst().first == "ko/player.md:15: run", "\(report)")
    #expect(!report.contains { $0.contains("failed") }, "\(report)")
  }

  @Test func englishStateButtonRunsBeforeItsBindingVersion() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/player.md", Self.note("Player", "Move the state up to the parent."))
    #expect(report.dropFirst().first == "en/player.md:15: run", "\(report)")
    #expect(!report.contains { $0.contains("failed") }, "\(report)")
  }
}
