import Foundation
import Testing

@testable import DocBuildKit

/// An excerpt's reason names what the note really never declares, and only that: the functions
/// it calls and the types it names only through a member (`Fruit.self`) too, but not a closure's
/// own `$item` binding nor SwiftData's `@Query`, whose import the excerpt leaves out.
@Suite struct UnshownNameReasonTests {
  /// One build of notes in the three languages, shared by the tests (the examples compile once).
  static let site = Result { try build() }

  static func build() throws -> BuiltNotes {
    let notes = [
      "ko/chores.md": """
      # 할 일

      ```swift
      struct 할일: Identifiable {
        let id = UUID()
        var 제목: String
      }
      ```

      ```swift
      @State var 할일들 = [할일(제목: "빨래")]
      ```

      ```swift
      var body: some View {
        List($할일들) { $항목 in
          TextField("제목", text: $항목.제목)
        }
      }
      ```

      """,
      "zh/bookmarks.md": """
      # 书签

      ```swift
      @Query(sort: \\书签.日期) private var 书签们: [书签]
      ```

      """,
      "en/quote.md": """
      # Quote

      ```swift
      Task {
        let quote = try await loadQuote()
        await MainActor.run { banner.text = quote }
      }
      ```

      """,
      "ko/fruit.md": """
      # 과일

      ```swift
      NavigationStack {
        List(과일들) { 과일 in
          NavigationLink(과일.이름, value: 과일)
        }
        .navigationDestination(for: Fruit.self) { 과일 in
          Text(과일.이름)
        }
      }
      ```

      """,
      "zh/shop.md": """
      # 商店

      ```swift
      .onContinueUserActivity(Shop.activityType) { activity in
        print(activity.title ?? "")
      }
      ```

      """,
      "en/pets.md": """
      # Pets

      ```swift
      func view(for pet: Pet) -> some View {
        if pet.isCat {
          return AnyView(CatView())
        }
        return AnyView(DogView())
      }
      ```

      """,
    ]
    return try BuiltNotes(
      notes, pages: ["ko/chores", "zh/bookmarks", "en/quote", "ko/fruit", "zh/shop", "en/pets"])
  }

  func line(_ prefix: String) throws -> String {
    try #require(try Self.site.get().line(prefix))
  }

  func page(_ name: String) throws -> String { try Self.site.get().pages[name]! }

  /// `$항목` declares the binding and `항목`; `할일들` is the page's lone `@State`.
  @Test func aClosuresBindingParameterIsDeclared() throws {
    let body = try line("ko/chores.md:14:")
    #expect(body.hasPrefix("ko/chores.md:14: run"), "\(body)")
    #expect(!(try page("ko/chores")).contains("항목을(를) 사용합니다"))
  }

  @Test func swiftDatasQueryIsNoNameTheNoteForgets() throws {
    let excerpt = try line("zh/bookmarks.md:3:")
    #expect(excerpt.contains("uses `书签`, which the note never declares"), "\(excerpt)")
    #expect(!excerpt.contains("Query"), "\(excerpt)")
    #expect(try page("zh/bookmarks").contains("使用了本文没有声明的 书签"))
  }

  /// A view made as another call's argument (`AnyView(CatView())`) is made too.
  @Test func aViewMadeInsideACallIsSaid() throws {
    let excerpt = try line("en/pets.md:3:")
    #expect(
      excerpt.contains("uses `Pet`, `CatView`, `DogView`, which the note never declares"),
      "\(excerpt)")
  }

  @Test func aFunctionTheExcerptCallsIsSaid() throws {
    let excerpt = try line("en/quote.md:3:")
    #expect(
      excerpt.contains("uses `banner`, `loadQuote`, which the note never declares"), "\(excerpt)")
  }

  @Test func aTypeNamedOnlyThroughAMemberIsSaid() throws {
    let excerpt = try line("ko/fruit.md:3:")
    #expect(excerpt.contains("uses `Fruit`, `과일들`, which the note never declares"), "\(excerpt)")
    #expect(try page("ko/fruit").contains("이 글에서 선언하지 않은 Fruit, 과일들을(를) 사용합니다"))
  }

  @Test func aChainWithoutViewSaysTheTypesItNames() throws {
    let chain = try line("zh/shop.md:3:")
    #expect(
      chain.contains(
        "a chain of modifiers without the view they modify, and it uses `Shop`, which the note never declares"
      ), "\(chain)")
    #expect(try page("zh/shop").contains("此外还使用了本文没有声明的 Shop"))
  }
}
