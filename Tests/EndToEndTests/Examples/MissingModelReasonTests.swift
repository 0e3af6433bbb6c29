import Testing

@testable import DocBuildKit

/// Reasons that name every gap of a block whose model is missing or misspelt: a protocol's name
/// lacking a letter is a slip, a model type the note never declares but Swift's standard library
/// has is said to be Swift's, and a storage wrapper says which type it refuses.
@Suite struct MissingModelReasonTests {
  @Test func aProtocolNameLackingALetterIsAMisspelling() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/nested.md",
      """
      # 嵌套

      ```swift
      class 外层: ObservableObject {
          @Published var 内 = 内层()
      }

      class 内层: ObservbleObject {
          @Published var 值 = 1
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(
      report.first?.contains("`ObservbleObject` is a misspelling of `ObservableObject`") == true,
      "\(report)")
    #expect(report.first?.contains("never declares") == false, "\(report)")
    #expect(page.contains("ObservbleObject 是 ObservableObject 的笔误"))
  }

  @Test func aModelTypeNamedAfterAStandardTypeIsSaidToBeSwifts() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/letters.md",
      """
      # 글자 목록

      ```swift
      final class LetterClient {
          func 읽기(_ data: Data) throws -> [Character] {
              try JSONDecoder().decode([Character].self, from: data)
          }
      }
      ```

      ```swift
      struct 글자화면: View {
          let 목록 = LetterClient()
          var body: some View { Text("글자") }
      }
      ```

      """)
    #expect(report.count == 2, "\(report)")
    #expect(
      report.first?.contains(
        "the note never declares its model type `Character`, so Swift's own `Character` is used, which does not conform to `Decodable`"
      ) == true, "\(report)")
    #expect(report.last?.contains("that block uses `Character`") == true, "\(report)")
    #expect(
      page.contains(
        "이 글은 모델 타입 Character을(를) 선언하지 않아 Swift 표준 타입 Character이(가) 쓰였는데, 그 타입은 Decodable을(를) 따르지 않습니다"
      ))
  }

  /// An excerpt whose model comes from a block that does not compile says so, besides the
  /// names the note never declares, with what that block lacks.
  @Test func anExcerptSaysItsModelsBlockDoesNotCompile() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/orders.md",
      """
      # Orders

      ```swift
      @Observable
      class OrderModel {
          let source: OrderSource
          var count = 0
          init(source: OrderSource) { self.source = source }
      }
      ```

      ```swift
      struct OrdersScreen: View {
          @State var model = OrderModel(source: .init())
          var body: some View {
              OrderBadge(count: model.count)
          }
      }
      ```

      """)
    #expect(report.count == 2, "\(report)")
    #expect(
      report.last?.contains(
        "uses `OrderBadge`, which the note never declares; it also uses `OrderModel` (line 3), declared in a block that does not compile; that block uses `OrderSource`, which the note never declares"
      ) == true, "\(report)")
    #expect(
      page.contains("it also uses OrderModel (line 3), declared in a block that does not compile"))
  }

  /// `@StateObject` over a model the block never declares: the page's only one, another
  /// block's, is an Observation class, and the reason says where it comes from.
  @Test func aModelBorrowedFromAnotherBlockSaysWhereItComesFrom() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/owner.md",
      """
      # 소유

      ```swift
      struct 뿌리화면: View {
          @StateObject private var 모델값 = 모델()
          var body: some View { Text("\\(모델값.개수)") }
      }
      ```

      ```swift
      @Observable
      final class 모델 {
          var 개수 = 0
      }
      ```

      """)
    #expect(
      report.first?.contains(
        "the block declares no `모델` of its own and uses the one of the block at line 10, which does not conform to `ObservableObject` as this code requires"
      ) == true, "\(report)")
    #expect(
      page.contains(
        "이 블록은 모델을(를) 선언하지 않아 10행 블록의 모델을(를) 쓰는데, 그 타입은 이 코드가 요구하는 ObservableObject을(를) 따르지 않습니다"
      ))
  }

  /// A block stopped by its own misspelling that also uses a type of a block that does not
  /// compile says both, and never calls the misspelt name undeclared.
  @Test func aMisspellingBesideAFailedModelBlockSaysBoth() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/pair.md",
      """
      # 成对

      ```swift
      class Inner: ObservableObject {
          @Published var source = Feed()
      }
      ```

      ```swift
      @Observabl
      class Outer {
          var inner = Inner()
      }
      ```

      """)
    #expect(report.count == 2, "\(report)")
    #expect(
      report.last?.contains(
        "`@Observabl` is a misspelling of `@Observable`; and besides, uses `Inner` (line 3), declared in a block that does not compile; that block uses `Feed`, which the note never declares"
      ) == true, "\(report)")
  }

  @Test func aStorageWrapperSaysWhichTypeItRefuses() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/zoom.md",
      """
      # Zoom

      ```swift
      struct ZoomView: View {
          @SceneStorage("zoom") private var zoom: CGFloat = 1
          var body: some View {
              Text("Zoom \\(zoom)")
          }
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(
      report.first?.contains("`@SceneStorage` cannot hold a `CGFloat`") == true, "\(report)")
    #expect(page.contains("@SceneStorage cannot hold a CGFloat: in SwiftUI too it stores only"))
  }

  @Test func aStorageWrapperRefusalIsSaidInKorean() throws {
    let (_, _, page) = try SiteFixture.buildNote(
      "ko/zoom.md",
      """
      # 확대

      ```swift
      struct 확대화면: View {
          @AppStorage("배율") private var 배율: Float = 1
          var body: some View {
              Text("배율 \\(배율)")
          }
      }
      ```

      """)
    #expect(page.contains("@AppStorage은(는) Float 값을 저장할 수 없습니다"), "\(page)")
  }
}
