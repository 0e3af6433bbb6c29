import Foundation
import Testing

@testable import DocBuildKit

/// A page that declares a model twice: a block calling a member only the first version declares
/// pairs with that version (and compiles in the context it belongs to), not with the latest.
@Suite struct EarlierVersionPairingTests {
  @Test func englishViewCallingTheFirstModelsMethodPairsWithIt() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/versions.md",
      """
      # Two models

      ```swift
      class Basket: ObservableObject {
          @Published var fruits: [String] = []

          func fill() {
              fruits = ["pear", "plum"]
          }
      }
      ```

      Or mark the whole class:

      ```swift
      @MainActor
      class Basket: ObservableObject {
          @Published var fruits: [String] = []

          func empty() {
              fruits = []
          }
      }
      ```

      ```swift
      struct BasketView: View {
          @StateObject private var basket = Basket()

          var body: some View {
              Button("Fill \\(basket.fruits.count)") {
                  basket.fill()
              }
          }
      }
      ```

      """)
    #expect(
      report == [
        "en/versions.md:3: ran as part of the example at line 26",
        "en/versions.md:15: compiled only [context 2: line 15 declares `Basket` again]",
        "en/versions.md:26: run",
      ])
  }

  /// What both versions declare is the latest's.
  @Test func koreanViewUsingWhatBothVersionsHavePairsWithTheLatest() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/versions.md",
      """
      # 두 가지 모델

      ```swift
      class 장바구니: ObservableObject {
          @Published var 과일: [String] = []

          func 채우기() {
              과일 = ["배"]
          }
      }
      ```

      ```swift
      @MainActor
      class 장바구니: ObservableObject {
          @Published var 과일: [String] = []
      }
      ```

      ```swift
      struct 장바구니화면: View {
          @StateObject private var 바구니 = 장바구니()

          var body: some View {
              Text("\\(바구니.과일.count)개")
          }
      }
      ```

      """)
    #expect(
      report == [
        "ko/versions.md:3: compiled only",
        "ko/versions.md:13: ran as part of the example at line 20 [context 2: line 13 declares `장바구니` again]",
        "ko/versions.md:20: run [context 2: line 13 declares `장바구니` again]",
      ])
  }
}
