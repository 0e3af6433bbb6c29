import Foundation
import Testing

@testable import DocBuildKit

/// A fragment reading a value that no block of its page declares, and that no platform has, is an
/// excerpt of code the note never shows, as a whole block reading it is: it is not run, whatever
/// view could host it, and its reason names every such value. A value some block declares, even
/// one that does not compile, keeps the fragment placed as before.
@Suite struct UnshownNameFragmentTests {
  @Test func koreanSheetOverAFlagNoBlockDeclaresIsAnExcerpt() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/sheet.md",
      """
      # 설정 시트

      ```swift
      struct 첫화면: View {
        var body: some View {
          Text("안녕하세요")
        }
      }
      ```

      설정 시트를 띄웁니다.

      ```swift
      .sheet(isPresented: $설정보기) {
        Text("설정")
      }
      ```

      """)
    #expect(
      report == [
        "ko/sheet.md:3: run",
        "ko/sheet.md:13: not run (excerpt): a chain of modifiers without the view they modify, and it uses `설정보기`, which the note never declares",
      ])
    #expect(page.contains("이 글에서 선언하지 않은 설정보기을(를) 사용합니다"))
  }

  /// A string's words make no type, even where a call's bracket follows them (`设置 (`).
  @Test func chineseSheetTextMakesNoType() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/sheet.md",
      """
      # 设置

      ```swift
      .sheet(isPresented: $显示设置) {
        Text("打开设置 (测试版)")
      }
      ```

      """)
    #expect(
      report == [
        "zh/sheet.md:3: not run (excerpt): a chain of modifiers without the view they modify, and it uses `显示设置`, which the note never declares"
      ])
  }

  @Test func koreanSheetOverAFlagOfAFailingViewStillNamesThatView() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/sheet.md",
      """
      # 설정 시트

      ```swift
      struct 설정화면: View {
        @State var 설정보기 = false
        var body: some View {
          Text(인사말)
        }
      }
      ```

      ```swift
      .sheet(isPresented: $설정보기) {
        Text("설정")
      }
      ```

      """)
    #expect(
      report == [
        "ko/sheet.md:3: not run (excerpt): uses `인사말`, which the note never declares",
        "ko/sheet.md:12: not run (needs a block that does not compile): a chain of modifiers for the note's view `설정화면` (line 3), which is in an excerpt: that block uses `인사말`, which the note never declares",
      ])
  }

  @Test func chineseGestureOverAnOffsetNoBlockDeclaresIsAnExcerpt() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/drag.md",
      """
      # 拖动

      ```swift
      struct 方块视图: View {
        var body: some View {
          Rectangle().frame(width: 60, height: 60)
        }
      }
      ```

      ```swift
      .gesture(
        DragGesture().onChanged { 值 in
          拖动偏移 = 值.translation
        }
      )
      ```

      """)
    #expect(
      report == [
        "zh/drag.md:3: run",
        "zh/drag.md:11: not run (excerpt): a chain of modifiers without the view they modify, and it uses `拖动偏移`, which the note never declares",
      ])
    #expect(page.contains("此外还使用了本文没有声明的 拖动偏移"))
  }

  @Test func chineseGestureOverAnOffsetOfAFailingViewStillNamesThatView() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/drag.md",
      """
      # 拖动

      ```swift
      struct 方块视图: View {
        @State var 拖动偏移 = CGSize.zero
        var body: some View {
          Rectangle().fill(方块颜色)
        }
      }
      ```

      ```swift
      .gesture(
        DragGesture().onChanged { 值 in
          拖动偏移 = 值.translation
        }
      )
      ```

      """)
    #expect(
      report == [
        "zh/drag.md:3: not run (excerpt): uses `方块颜色`, which the note never declares",
        "zh/drag.md:12: not run (needs a block that does not compile): a chain of modifiers for the note's view `方块视图` (line 3), which is in an excerpt: that block uses `方块颜色`, which the note never declares",
      ])
  }

  /// `opacity` and `offset` read bare inside a view are its modifiers: compiled there, swiftc
  /// reported a method where a number belongs, not the names the note leaves out.
  @Test func englishExpressionOverValuesNamedLikeModifiersIsAnExcerpt() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/fade.md",
      """
      # Fading

      ```swift
      struct BadgeView: View {
        var body: some View {
          Text("New")
        }
      }
      ```

      The badge fades as the list scrolls:

      ```swift
      Text("New")
        .opacity(opacity)
        .offset(y: offset)
      ```

      """)
    #expect(
      report == [
        "en/fade.md:3: run",
        "en/fade.md:13: not run (excerpt): uses `offset`, `opacity`, which the note never declares",
      ])
  }

  /// The expression reads only the failing view's state, not what that view lacks: it runs as
  /// that view with the expression for its body (the corrected line of a broken view).
  @Test func englishExpressionOverAValueOfAFailingViewRunsAsThatView() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/fade.md",
      """
      # Fading

      ```swift
      struct BadgeView: View {
        @State var fade = 1.0
        var body: some View {
          Text(badgeTitle)
        }
      }
      ```

      ```swift
      Text("New")
        .opacity(fade)
      ```

      """)
    #expect(
      report == [
        "en/fade.md:3: not run (excerpt): uses `badgeTitle`, which the note never declares",
        "en/fade.md:12: run (completed)",
      ])
  }
}
