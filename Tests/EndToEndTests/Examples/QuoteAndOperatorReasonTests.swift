import Foundation
import Testing

@testable import DocBuildKit

/// What a block that does not run shows a reader when a quote or an operator is typed wrong, or
/// the block shows more than one version of its code: the quote, operator, key path, elided
/// arguments or twice-declared name said where it is, in the page's language, never the
/// parser's guess nor swiftc's English.
@Suite struct QuoteAndOperatorReasonTests {
  static let site = Result { try build() }

  static func build() throws -> BuiltNotes {
    let notes = [
      "ko/greeting.md": """
      # 인사

      ```swift
      struct 인사: View {
          var body: some View {
              Text("반가워요”)   // 첫 줄
          }
      }
      ```

      ```swift
      func 관리자인가(_ 이름: String) -> Bool {
          if 이름.lowercased() !" "관리자" {
              return false
          }
          return true
      }
      ```

      ```swift
      protocol 저장소 {
          var 이름: String { get }
      }
      // 연관 타입을 쓰는 다음 버전
      protocol 저장소 {
          associatedtype 항목
          var 이름: 항목 { get }
      }
      ```

      """,
      "zh/avatar.md": """
      # 头像

      ```swift
      func 头像标题(_ 名字: String) -> String {
          return "这是 "名字" 的头像"
      }
      ```

      ```swift
      @Query(sort: \\\\Photo.takenAt, order: .reverse)
      private var 照片: [Photo]
      ```

      ```
      var body: some View {
        VStack {
          Capsule(...)
            .frame(height: 40)
          Text("标题")
        }
      }
      ```

      """,
      "en/limit.md": """
      # Limit

      ```swift
      let limit = 3
      let count = 2
      if count =< limit {
        print("room left")
      }
      ```

      """,
    ]
    return try BuiltNotes(notes, pages: ["ko/greeting", "zh/avatar", "en/limit"])
  }

  func page(_ name: String) throws -> String { try Self.site.get().pages[name]! }

  @Test func aCurlyClosingQuoteAMistypedOperatorAndTwoVersionsAreSaidInKorean() throws {
    let ko = try page("ko/greeting")
    // (Code spans are read as their text.)
    #expect(ko.contains("문법 오류 (6:19): 문자열을 곧은 따옴표 \"로 열고 둥근(또는 전각) 따옴표 ”로 닫았습니다"), "\(ko)")
    #expect(!ko.contains("\"이(가) 있어야 합니다"), "\(ko)")
    #expect(ko.contains("(13:24): 13행의 !\"은(는) Swift의 연산자가 아닙니다"), "\(ko)")
    #expect(ko.contains("!=을(를) 뜻한 것입니다"), "\(ko)")
    #expect(
      ko.contains("이 블록은 저장소을(를) 두 번 선언합니다(한 블록에 두 버전): docbuild는 블록 단위로 실행하며"), "\(ko)")
    #expect(!ko.contains("invalid redeclaration"), "\(ko)")
  }

  @Test func anUnescapedQuoteADoubledKeyPathAndElidedArgumentsAreSaidInChinese() throws {
    let zh = try page("zh/avatar")
    #expect(zh.contains("第 5 行的字符串在 \"名字\" 的第一个引号处就结束了"), "\(zh)")
    #expect(!zh.contains("多余的代码"), "\(zh)")
    #expect(zh.contains("第 10 行的键路径 \\\\Photo.takenAt 的反斜杠是重复的"), "\(zh)")
    #expect(!zh.contains("expected type"), "\(zh)")
    #expect(zh.contains("Capsule(...) 的参数用 ... 省略了"), "\(zh)")
    #expect(!zh.contains("no exact matches"), "\(zh)")
  }

  @Test func aSwappedOperatorIsSaidOnAnEnglishPage() throws {
    let en = try page("en/limit")
    #expect(en.contains("=< is no operator of Swift's: a mistyped operator, <= was meant"), "\(en)")
    #expect(!en.contains("cannot find operator"), "\(en)")
  }
}
