import Testing

@testable import DocBuildKit

/// Reasons that name what really stops a block where the compiler's own words would not: a
/// module name glued to the next line's keyword, a name swiftc gave up on, and SwiftUI names
/// (a `ViewModifier`'s `Content`, `.enabled(upThrough:)`) that are never the note's to declare.
extension TruthfulReasonTests {
  @Test func aKeywordGluedToAnImportedModuleIsSaid() throws {
    let (report, page) = try build(
      "ko/glued.md",
      """
      # 리듀서

      ```swift
      import RxSwiftvar

      구독들 = DisposeBag()
      ```

      """)
    #expect(
      report == [
        "ko/glued.md:3: not run (syntax error): `import RxSwiftvar` runs the module name `RxSwift` and the next line's `var` together: a line break is missing before `var`; docbuild does not have `RxSwift` either"
      ])
    #expect(page.contains("var 앞에 줄바꿈이 빠졌습니다. 또한 docbuild에는 RxSwift 모듈이 없습니다"), "\(page)")
  }

  @Test func aSizeReadOffAnUnshownValueIsNoModifierTheEngineLacks() throws {
    // 한국어 노트: 보여 주지 않은 `이동`과 `offset` 값의 `width`를 읽습니다. `offset`은 뷰의
    // 메서드로 풀리지만, 엔진에 없는 modifier가 아니라 노트가 보여 주지 않은 값입니다: 둘 다
    // 이유에 나옵니다.
    let (report, _) = try build(
      "ko/box.md",
      """
      # 상자

      ```swift
      Rectangle()
          .frame(width: 50, height: 50)
          .offset(x: 이동.width + offset.width, y: 이동.height + offset.height)
      ```

      """)
    #expect(
      report == [
        "ko/box.md:3: not run (excerpt): uses `offset`, `이동`, which the note never declares"
      ])
  }

  @Test func aKeywordGluedToSwiftUIIsAMissingBreakInTheParse() throws {
    let (report, page) = try build(
      "zh/glued.md",
      """
      # 卡片

      ```swift
      import SwiftUIstruct
      卡片: View {
          var body: some View { Text("卡") }
      }
      ```

      """)
    #expect(
      report == [
        "zh/glued.md:3: not run (syntax error): syntax error (5:3): `SwiftUIstruct` at line 4 runs `SwiftUI struct` together: a space or line break is missing"
      ])
    #expect(page.contains("第 4 行的 SwiftUIstruct 把 SwiftUI struct 连在了一起：中间漏了空格或换行"), "\(page)")
  }

  /// swiftc fails to produce a diagnostic for a closure over a misspelt member of `self`.
  @Test func aNameTheCompilerGaveUpOnIsNamed() throws {
    let (report, _) = try build(
      "en/scores.md",
      """
      # Scores

      ```swift
      ForEach(self.scorez.map{$0}, id: \\.key) { pair in
        Text("\\(pair.title)")
      }
      ```

      """)
    #expect(
      report == ["en/scores.md:3: not run (excerpt): uses `scorez`, which the note never declares"])
  }

  /// `Content` is what a `ViewModifier` gets from SwiftUI: only the key the note never shows is
  /// missing.
  @Test func aViewModifiersContentIsNeverTheNotes() throws {
    let (report, _) = try build(
      "ko/border.md",
      """
      # 테두리

      ```swift
      struct 테두리: ViewModifier {
          func body(content: Content) -> some View {
              content
                  .font(제목글꼴키.기본값)
                  .border(.gray)
          }
      }
      ```

      """)
    #expect(
      report == ["ko/border.md:3: not run (excerpt): uses `제목글꼴키`, which the note never declares"])
  }

  /// `.enabled(upThrough:)` is SwiftUI's presentation background interaction.
  @Test func presentationInteractionIsSwiftUIs() throws {
    let (report, _) = try build(
      "zh/player.md",
      """
      # 播放

      ```swift
      struct 播放页: View {
          @State private var 显示 = true
          var body: some View {
              封面视图()
                  .sheet(isPresented: $显示) {
                      Text("歌词")
                          .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                  }
          }
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(!report[0].contains(".enabled"), "\(report)")
    #expect(report[0].contains("`封面视图`"), "\(report)")
  }
}

extension TruthfulReasonTests {
  /// swiftc names only the first modifier of a chain the engine lacks; compiled again without
  /// it, the block shows the others, and the reason lists every one.
  @Test func engineLacksListsEveryModifierOfAChain() throws {
    let (report, page) = try build(
      "zh/reader.md",
      """
      # 阅读器

      ```swift
      struct 阅读器: View {
          var body: some View {
              ScrollView {
                  Text("第一章")
              }
              .scrollBounceBehavior(.basedOnSize)
              .defersSystemGestures(on: .bottom)
              .contentMargins(.vertical, 8)
          }
      }
      ```

      """)
    #expect(
      report == [
        "zh/reader.md:3: not run (engine lacks): the engine does not support `.scrollBounceBehavior(_:axes:)`, `.defersSystemGestures(on:)`, `.contentMargins(_:_:for:)` yet"
      ], "\(report)")
    #expect(page.contains("状态引擎尚不支持"), "\(page)")
  }
}
