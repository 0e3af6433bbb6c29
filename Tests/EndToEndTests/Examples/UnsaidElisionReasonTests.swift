import Testing

@testable import DocBuildKit

/// A block that would stop for two causes is told both: besides what its reason says (names it
/// never declares, a missing `body` line, a syntax error), the code it elides with `...` or a
/// comma missing between its arguments, each at its line.
@Suite struct UnsaidElisionReasonTests {
  @Test func koreanUndeclaredViewBesideAnElidedAction() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/photo.md",
      """
      # 사진 화면

      ```swift
      VStack {
          사진카드()
          Button("저장") { ... }
      }
      ```

      """)
    #expect(
      report == [
        "ko/photo.md:3: not run (excerpt): uses `사진카드`, which the note never declares; also, `{ ... }` at line 6 stands for code the note leaves out, which Swift cannot read: it runs only with that code written out"
      ])
    #expect(page.contains("이 글에서 선언하지 않은 사진카드을(를) 사용합니다"), "\(page)")
    #expect(page.contains("또한 6행의 { ... }은(는) 글이 생략한 코드를 나타냅니다"), "\(page)")
  }

  @Test func chineseMissingBodyLineBesideElidedFormContent() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/settings.md",
      """
      # 设置页

      ```swift
      struct 设置页: View {
          @State private var 打开 = false

          Form {
              Toggle("通知", isOn: $打开)
              ...
          }
          .navigationTitle("设置")
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(report[0].contains("its `var body: some View {` line is missing"), "\(report)")
    #expect(report[0].contains("also, `...` at line 9 stands for code the note leaves out"))
    #expect(page.contains("漏了 var body: some View { 这一行"), "\(page)")
    #expect(page.contains("此外，第 9 行的 ... 代表笔记省略的代码"), "\(page)")
  }

  /// The comma missing between two closure arguments on their own lines is said in our words,
  /// and the elided closure body after it too.
  @Test func englishMissingCommaBesideAnElidedClosureBody() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/ticker.md",
      """
      # Ticker

      ```swift
      let token = ticker.sink(
          receiveCompletion: { _ in finish() }
          receiveValue: { price in ... }
      )
      ```

      """)
    #expect(
      report == [
        "en/ticker.md:3: not run (syntax error): syntax error (5:41): a comma is missing between the arguments `receiveCompletion:` and `receiveValue:` at line 6; also, `{ price in ... }` at line 6 stands for code the note leaves out, which Swift cannot read: it runs only with that code written out"
      ])
    #expect(page.contains("also, { price in ... } at line 6 stands for code"), "\(page)")
  }

  /// swiftc's own words on a comma missing between arguments on two lines are not shown.
  @Test func englishMissingCommaInOurWords() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/toggle.md",
      """
      # Wi-Fi

      ```swift
      struct WiFiRow: View {
          @State private var wifi = true

          var body: some View {
              Toggle(
                  isOn: $wifi
                  label: { Text("Wi-Fi") }
              )
          }
      }
      ```

      """)
    #expect(
      report == [
        "en/toggle.md:3: not run (syntax error): syntax error (9:24): a comma is missing between the arguments `isOn:` and `label:` at line 10"
      ])
  }

  /// A lone SwiftUI modifier written without its final `s` is a misspelling, said beside the
  /// elision of its content.
  @Test func koreanModifierWithoutItsFinalS() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/swipe.md",
      """
      # 밀어서 고정

      ```swift
      .swipeAction(edge: .leading) { ... }
      ```

      """)
    #expect(report.count == 1)
    #expect(report[0].contains("`swipeAction` is a misspelling of `swipeActions`"), "\(report)")
    #expect(report[0].contains("also, `{ ... }` at line 4 stands for code"), "\(report)")
    #expect(page.contains("swipeAction은(는) swipeActions의 오타입니다"), "\(page)")
    #expect(page.contains("또한 4행의 { ... }은(는) 글이 생략한 코드를 나타냅니다"), "\(page)")
  }
}
