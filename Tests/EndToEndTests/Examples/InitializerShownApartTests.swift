import Testing

@testable import DocBuildKit

/// A class shown without an `init`, then its `init(shuffle:)` with a default shown apart:
/// blocks after it making `Playlist()` or `Playlist(shuffle: true)` are not said to make a class
/// with no initializer; what stops them is the class's block, which does not compile.
@Suite struct InitializerShownApartTests {
  private static func note(_ title: String, _ intro: String, _ on: String, _ off: String)
    -> String
  {
    """
    # \(title)

    \(intro)

    ```swift
    class Playlist {
        var shuffle: Bool

        func flip() { shuffle.toggle() }
    }
    ```

    ```swift
    var shuffle: Bool

    init(shuffle: Bool = false) {
        self.shuffle = shuffle
    }
    ```

    ```swift
    struct PlayerView: View {
        @State private var playlist = Playlist()
        var body: some View { Text(playlist.shuffle ? "\(on)" : "\(off)") }
    }
    ```

    ```swift
    struct ShuffledPlayerView: View {
        @State private var playlist = Playlist(shuffle: true)
        var body: some View { Text(playlist.shuffle ? "\(on)" : "\(off)") }
    }
    ```

    """
  }

  @Test(arguments: [
    (
      "ko/playlist.md", "재생 목록의 셔플 스위치", "재생 목록은 스위치 하나를 가집니다.", "섞어서 재생", "순서대로",
      "컴파일되지 않은 블록에서 선언한 Playlist(5행)을(를) 사용합니다"
    ),
    (
      "zh/playlist.md", "播放列表的随机开关", "播放列表只有一个开关。", "随机播放", "顺序播放",
      "使用了在未能编译的代码块中声明的 Playlist（第 5 行）"
    ),
    (
      "en/playlist.md", "A playlist's shuffle switch", "The playlist keeps one switch.", "Shuffled",
      "In order", "uses Playlist (line 5), declared in a block that does not compile"
    ),
  ])
  func callsTheInitializerShownApartTakesAreNotSaidImpossible(
    path: String, title: String, intro: String, on: String, off: String, said: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, intro, on, off))
    for line in [21, 28] {
      #expect(
        report.contains(
          "\(path):\(line): not run (needs a block that does not compile): uses `Playlist` (line 5), declared in a block that does not compile"
        ), "\(report)")
    }
    #expect(page.components(separatedBy: said).count == 3, "\(page)")
    #expect(!report.joined().contains("declares no initializer"), "\(report)")
  }
}
