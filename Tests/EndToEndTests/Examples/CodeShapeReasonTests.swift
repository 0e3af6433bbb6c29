import Foundation
import Testing

@testable import DocBuildKit

/// What a block that does not run shows a reader, when its code's shape is the fault: a 2019
/// beta form said with its released one, a placeholder or an elision said as what the note left
/// out, a misplaced space, line or parenthesis said where it is, and swiftc's own words marked
/// as the compiler's on an English page too.
@Suite struct CodeShapeReasonTests {
  static let site = Result { try build() }

  static func build() throws -> BuiltNotes {
    let notes = [
      "en/fields.md": """
      # Fields

      ```swift
      @State var nickname = ""

      TextField($nickname)
      ```

      ```swift
      struct Pulse: View {
        var body: some View {
          Circle().onAppear(perform: {}) {}
        }
      }
      ```

      """,
      "ko/card.md": """
      # 카드

      ```swift
      struct 카드: View {
          var 제목: String

          VStack {
              Text(제목)
          }
      }
      ```

      ```swift
      Button(<#제목#>) { <#동작#> }
      ```

      """,
      "zh/order.md": """
      # 订单

      ```swift
      let 订单 = ["笔", "纸"]
      print(订单. count)
      ```

      ```swift
      let 标题 = Text("完成"))
          .bold()
      ```

      ```swift
      func 总价() -> Int {
          // 留给读者
      }
      ```

      """,
    ]
    return try BuiltNotes(notes, pages: ["en/fields", "ko/card", "zh/order"])
  }

  func line(_ prefix: String) throws -> String {
    try #require(try Self.site.get().line(prefix))
  }

  func page(_ name: String) throws -> String { try Self.site.get().pages[name]! }

  @Test func aBetaFieldIsSaidWithItsReleasedForm() throws {
    let en = try line("en/fields.md:3:")
    #expect(
      en.contains(
        "`TextField($nickname)` is the form of SwiftUI's 2019 betas, changed before release: it is now `TextField(\"…\", text: $nickname)`"
      ), "\(en)")
    #expect(!en.contains("missing argument"), "\(en)")
  }

  /// swiftc's words on an English page are marked as the compiler's, as on the other pages.
  @Test func compilerWordsAreLabelledOnAnEnglishPage() throws {
    let en = try page("en/fields")
    #expect(en.contains("Swift compiler: extra trailing closure passed in call"), "\(en)")
  }

  @Test func aViewWithoutItsBodyLineIsSaidInKorean() throws {
    let ko = try page("ko/card")
    // (Code spans are read as their text.)
    #expect(ko.contains("7행의 뷰 VStack {이(가) 카드의 멤버들 사이에 바로 놓여 있습니다"), "\(ko)")
    #expect(ko.contains("var body: some View { 줄이 빠져"), "\(ko)")
    #expect(!ko.contains("unexpected code"), "\(ko)")
    #expect(ko.contains("14행의 <#제목#>은(는) Xcode의 편집기 자리 표시자입니다"), "\(ko)")
  }

  @Test func aSpacedDotAParenthesisAndAnEmptyBodyAreSaidInChinese() throws {
    let zh = try page("zh/order")
    #expect(zh.contains("第 5 行的 订单. count：成员前的点后面多了空格"), "\(zh)")
    #expect(zh.contains("第 9 行多了一个没有对应左括号的 )"), "\(zh)")
    #expect(zh.contains("总价 的函数体是空的：声明了返回 Int，但笔记没有写出函数体"), "\(zh)")
    #expect(!zh.contains("missing return"), "\(zh)")
  }
}
