import Foundation
import Testing

@testable import DocBuildKit

/// Notes in Korean, Chinese and English whose controls are labelled by a symbol beside a text, as
/// notes about buttons write them: the screen shows the text, and the symbol's name is no text of
/// it; a scenario touches the control by its text.
@Suite struct SymbolBesideTextExampleTests {
  static let korean = #"""
    # 좋아요 버튼

    ```swift root=LikeButton
    import SwiftUI

    struct LikeButton: View {
      @State private var likes = 0

      var body: some View {
        VStack {
          Button {
            likes += 1
            print("좋아요 \(likes)")
          } label: {
            Image(systemName: "hand.thumbsup")
            Text("좋아요")
          }
          Text("\(likes)명")
        }
      }
    }
    ```

    ```scenario
    tap "좋아요"
    ```

    ```output
    -- first render
    shows: 좋아요
    hides: hand.thumbsup
    -- tap "좋아요"
    좋아요 1
    shows: 1명
    ```

    """#

  static let chinese = #"""
    # 收藏夹

    ```swift root=Favourites
    import SwiftUI

    struct Favourites: View {
      var body: some View {
        NavigationStack {
          NavigationLink {
            Text("没有收藏")
          } label: {
            HStack {
              Image(systemName: "star")
              Text("收藏")
            }
          }
        }
      }
    }
    ```

    ```scenario
    open "收藏"
    ```

    ```output
    -- first render
    shows: 收藏
    hides: star 收藏
    -- open "收藏"
    shows: 没有收藏
    ```

    """#

  static let english = #"""
    # A checkout button

    ```swift root=Checkout
    import SwiftUI

    struct Checkout: View {
      @State private var paid = false

      var body: some View {
        Button {
          paid = true
        } label: {
          HStack {
            Image(systemName: "cart")
            Text(paid ? "Paid" : "Pay")
            Text("3 items")
          }
        }
      }
    }
    ```

    ```scenario
    tap "Pay"
    ```

    ```output
    -- first render
    shows: Pay
    shows: 3 items
    hides: cart
    -- tap "Pay"
    shows: Paid
    hides: Pay
    ```

    """#

  @Test func aSymbolBesideATextLeavesTheTextOnScreenInEveryLanguage() throws {
    let fixture = SiteFixture([
      "ko/like.md": Self.korean, "zh/favourites.md": Self.chinese, "en/checkout.md": Self.english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 3)
    #expect(summary.examples.failed == 0)
  }
}
