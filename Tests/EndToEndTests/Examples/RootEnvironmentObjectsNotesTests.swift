import Testing

@testable import DocBuildKit

/// A view the page runs alone that reads an object from its environment gets a fresh one, as an
/// Xcode preview of it must provide one (`.environment(Book())`, `.environmentObject(Store())`),
/// when its class takes no arguments; the page and `--explain` say so with the values docbuild
/// chose. An object docbuild cannot build is named in the reason, not reported as a crash. An
/// object model whose class's one initializer takes values gets one built from chosen values.
@Suite struct RootEnvironmentObjectsNotesTests {
  static let english = #"""
    # Reading a shelf from the environment

    ```swift
    import SwiftUI
    import Observation

    @Observable class Shelf {
      var label = "Poetry"
    }

    struct ShelfLabel: View {
      @Environment(Shelf.self) private var shelf

      var body: some View {
        Text("Shelf: \(shelf.label)")
      }
    }
    ```

    """#

  @Test func anObservableTheRootReadsIsProvidedFresh() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("en/01-shelf.md", Self.english)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "en/01-shelf.md:3: run (completed); ran with values docbuild chose: `.environment(Shelf())`"
      ), "\(report)")
    #expect(page.contains("Shelf: Poetry"))
    #expect(
      page.contains(
        "The note never builds this view; it ran with values docbuild chose: `.environment(Shelf())`"
      ))
    // The completion writes the root as a preview would.
    #expect(page.contains("// ShelfLabel().environment(Shelf())"))
  }

  static let korean = #"""
    # 환경 객체로 받은 설정

    ```swift
    import SwiftUI

    final class 설정: ObservableObject {
      @Published var 글자크기 = 14
    }

    struct 설정화면: View {
      @EnvironmentObject var 설정값: 설정

      var body: some View {
        Button("크게 (\(설정값.글자크기))") {
          설정값.글자크기 += 2
          print("글자크기: \(설정값.글자크기)")
        }
      }
    }
    ```

    ```scenario
    tap "크게 (14)"
    ```

    """#

  @Test func anEnvironmentObjectTheRootReadsIsProvidedAndChanges() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("ko/01-settings.md", Self.korean)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "ko/01-settings.md:3: run (completed); ran with values docbuild chose: `.environmentObject(설정())`"
      ), "\(report)")
    #expect(page.contains("글자크기: 16"), "the provided object is the one the tap changes")
    #expect(page.contains("노트가 이 뷰를 만들지 않아 docbuild가 고른 값으로 실행했습니다: `.environmentObject(설정())`"))
  }

  static let chinese = #"""
    # 从环境读取书库

    ```swift
    import SwiftUI
    import Observation

    @Observable class 书库 {
      var 名称: String
      init(名称: String) { self.名称 = 名称 }
    }

    struct 书库标题: View {
      @Environment(书库.self) var 当前书库

      var body: some View {
        Text(当前书库.名称)
      }
    }
    ```

    """#

  @Test func anObjectDocbuildCannotBuildIsNamedNotReportedAsACrash() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("zh/01-library.md", Self.chinese)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "zh/01-library.md:3: not run (root needs arguments): run alone, `书库标题` stopped: nothing provides `@Environment(书库.self) var 当前书库`, which it reads from its environment, and docbuild cannot make that object without arguments (provide it in a `#Preview` or name a root with `root=`)"
      ), "\(report)")
    #expect(
      page.contains("它从环境读取的对象 @Environment(书库.self) var 当前书库 没有任何地方提供"))
  }

  static let chinesePreview = #"""
    # 预览里提供书库

    ```swift
    import SwiftUI
    import Observation

    @Observable class 书架 {
      var 名称 = "诗歌"
    }

    struct 书架标题: View {
      @Environment(书架.self) var 当前书架

      var body: some View {
        Text("书架：\(当前书架.名称)")
      }
    }

    #Preview {
      书架标题().environment(书架())
    }
    ```

    """#

  @Test func aPreviewThatProvidesTheObjectIsRunAsWritten() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/01-shelf.md", Self.chinesePreview)
    #expect(report.contains("zh/01-shelf.md:3: run"), "\(report)")
    #expect(!report.joined().contains("docbuild chose"), "\(report)")
    #expect(page.contains("书架：诗歌"))
  }

  static let englishModel = #"""
    # A player's score

    ```swift
    import SwiftUI

    class Player: ObservableObject {
      var name: String
      @Published var score: Int
      init(name: String, score: Int) {
        self.name = name
        self.score = score
      }
    }

    struct ScoreButton: View {
      @ObservedObject var player: Player
      var body: some View {
        Button("Score \(player.score)") {
          player.score += 1
          print("score: \(player.score)")
        }
      }
    }
    ```

    ```scenario
    tap "Score 0"
    ```

    """#

  @Test func anObjectModelWhoseInitializerTakesValuesIsBuiltFromChosenOnes() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/01-player.md", Self.englishModel)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "en/01-player.md:3: run (completed); ran with values docbuild chose: `player: Player(name: \"\", score: 0)`"
      ), "\(report)")
    #expect(page.contains("score: 1"))
    #expect(page.contains("// ScoreButton(player: Player(name: \"\", score: 0))"))
  }
}
