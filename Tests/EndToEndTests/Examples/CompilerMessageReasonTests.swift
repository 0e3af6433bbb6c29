import Foundation
import Testing

@testable import DocBuildKit

/// Common compiler messages said as what the note's code does, in the page's language: a
/// statement among a view builder's views, an initializer given types it does not take, a label
/// SwiftUI's initializer lacks, an expression among a type's members; a closure or labelled
/// argument shown alone is a piece of a call, not a failed example.
@Suite struct CompilerMessageReasonTests {
  static let site = Result { try build() }

  static func build() throws -> BuiltNotes {
    let notes = [
      "en/tally.md": """
      # Tally

      ```swift
      struct Tally: View {
        @State private var taps = 0
        var body: some View {
          Button {
            taps += 1
          } label: {
            Text("Tap")
            print(taps)
          }
        }
      }
      ```

      """,
      "ko/profile.md": """
      # 프로필

      ```swift
      struct 프로필: View {
        var 별명들: [String] = []
        var body: some View {
          Text(별명들.first?.lowercased())
        }
      }
      ```

      ```swift
      struct 설정: View {
        @AppStorage("테마")
        var 테마: 색상표?
        var body: some View { Text("설정") }
      }

      struct 색상표: Codable {
        var 이름: String
      }
      ```

      """,
      "zh/scroll.md": """
      # 滚动

      ```swift
      struct 列表页: View {
        var body: some View {
          ScrollView(bouncesVertically: true) {
            Text("第一行")
          }
        }
      }
      ```

      """,
      "zh/members.md": """
      # 成员

      ```swift
      @State var 已选 = false

      var body: some View {
        Text("选项")
      }

      Button("选择") { 已选.toggle() }
      ```

      """,
      "ko/pieces.md": """
      # 조각

      ```swift
      { 내용, 값 in
        내용.opacity(값)
      }
      ```

      ```swift
      action: {
        print("눌림")
      }
      ```

      """,
    ]
    return try BuiltNotes(
      notes, pages: ["en/tally", "ko/profile", "zh/scroll", "zh/members", "ko/pieces"])
  }

  func line(_ prefix: String) throws -> String {
    try #require(try Self.site.get().line(prefix))
  }

  func page(_ name: String) throws -> String { try Self.site.get().pages[name]! }

  /// swiftc: "type '()' cannot conform to 'View'".
  @Test func aStatementInAViewBuilderIsNotAView() throws {
    let en = try line("en/tally.md:3:")
    #expect(en.contains("`print(taps)` is a statement, not a view"), "\(en)")
    #expect(!en.contains("cannot conform"), "\(en)")
    #expect(try page("en/tally").contains("print(taps) is a statement, not a view"))
  }

  /// swiftc: "no exact matches in call to initializer"; its notes say what the call passed.
  @Test func anInitializerGivenAnOptionalNamesTheTypeAndTheOptional() throws {
    let ko = try page("ko/profile")
    #expect(ko.contains("Text의 어떤 이니셜라이저도 글이 넘긴 String?"), "\(ko)")
    #expect(ko.contains("옵셔널 String?은(는) 먼저 풀어야 합니다"), "\(ko)")
    #expect(!ko.contains("no exact matches"), "\(ko)")
    // A property wrapper is given its property's type, with no advice to unwrap it.
    #expect(ko.contains("@AppStorage의 어떤 이니셜라이저도 글이 넘긴 색상표?을(를) 받지 않습니다"), "\(ko)")
  }

  /// `Shape { path in … }` makes a protocol; `struct Card: some View` conforms with `some`.
  @Test func aProtocolMadeAndSomeInAConformanceAreExplained() {
    let made = "'any Shape' cannot be constructed because it has no accessible initializers"
    #expect(
      CompilerMessageText.explained(made, in: .en)
        == "`Shape` is a protocol, which cannot be made as `Shape(…)`: a type conforming to it can")
    #expect(CompilerMessageText.explained(made, in: .ko).hasPrefix("`Shape`은(는) 프로토콜이라"))
    let some = "'some' types are only permitted in properties, subscripts, and functions"
    #expect(CompilerMessageText.explained(some, in: .zh).contains("写作 `: View`"))
    #expect(!CompilerMessageText.explained(some, in: .en).contains("Swift compiler"))
  }

  @Test func anOptionalToUnwrapIsSaidInThePagesLanguage() {
    let message = "value of optional type 'Int?' must be unwrapped to a value of type 'Int'"
    #expect(
      CompilerMessageText.explained(message, in: .zh)
        == "可选类型 `Int?` 的值要先解包，才能用在需要 `Int` 的地方（用 `if let`，或用 `??` 给出默认值）")
    // An English page keeps swiftc's words, marked as its as on the other pages.
    #expect(CompilerMessageText.explained(message, in: .en) == "Swift compiler: " + message)
  }

  /// swiftc: "extraneous argument label"; SwiftUI's initializers are listed.
  @Test func aLabelSwiftUIsInitializerLacksIsNamed() throws {
    let zh = try page("zh/scroll")
    #expect(zh.contains("SwiftUI 的 ScrollView 初始化方法没有 bouncesVertically: 这个标签"), "\(zh)")
    #expect(zh.contains("SwiftUI 提供的是 ScrollView(_:content:)"), "\(zh)")
  }

  /// swiftc: "expected 'func' keyword in instance method declaration".
  @Test func anExpressionAmongMembersIsSaid() throws {
    let zh = try page("zh/members")
    #expect(zh.contains("类型的成员声明之间放了一个表达式"), "\(zh)")
    #expect(!zh.contains("expected 'func'"), "\(zh)")
  }

  @Test func aClosureOrArgumentAloneIsAPieceOfACall() throws {
    let closure = try line("ko/pieces.md:3:")
    #expect(closure.contains("a closure shown alone"), "\(closure)")
    #expect(!closure.contains("failed"), "\(closure)")
    let argument = try line("ko/pieces.md:9:")
    #expect(argument.contains("a labelled argument"), "\(argument)")
    let ko = try page("ko/pieces")
    #expect(ko.contains("클로저 하나만 적었습니다"), "\(ko)")
    #expect(ko.contains("레이블이 붙은 인자"), "\(ko)")
  }

  /// No generated name nor swiftc's group tag reaches a page.
  @Test func noGeneratedNameReachesAPage() throws {
    for name in ["en/tally", "ko/profile", "zh/scroll", "zh/members", "ko/pieces"] {
      let text = try page(name)
      #expect(!text.contains("__"), "\(name)")
      #expect(!text.contains("[#"), "\(name)")
      #expect(!text.contains(".swift:"), "\(name)")
    }
  }
}
