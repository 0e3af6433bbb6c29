import Foundation
import Testing

@testable import DocBuildKit

/// Notes in Korean, Chinese and English whose scenarios touch what a reader sees: a text inside a
/// row with a gesture, an image by its name or as `Image`, a search field, and a full-screen cover
/// that hides the screen under it.
@Suite struct TouchTargetExampleTests {
  static let korean = #"""
    # 장보기 목록

    ```swift
    import SwiftUI

    struct ShoppingRow: View {
      let item: String
      @State private var bought = false

      var body: some View {
        HStack {
          Text(item)
          Spacer()
          Image(systemName: bought ? "cart.fill" : "cart")
        }
        .onTapGesture {
          bought.toggle()
          print("\(item): \(bought)")
        }
      }
    }

    struct ShoppingList: View {
      var body: some View {
        VStack {
          ShoppingRow(item: "우유")
          ShoppingRow(item: "달걀")
          Image(systemName: "trash").onLongPressGesture { print("모두 지움") }
        }
      }
    }
    ```

    ```scenario
    tap "달걀"
    long press "Image"
    long press "trash"
    ```

    ```output
    -- tap "달걀"
    달걀: true
    -- long press "Image"
    모두 지움
    -- long press "trash"
    모두 지움
    ```

    """#

  static let chinese = #"""
    # 查找城市

    ```swift
    import SwiftUI

    struct CitySearch: View {
      @State private var query = ""
      let cities = ["北京", "南京", "上海"]

      var body: some View {
        NavigationStack {
          List(cities.filter { query.isEmpty || $0.contains(query) }, id: \.self) { city in
            Text(city)
          }
          .searchable(text: $query, prompt: "城市")
          .navigationTitle("城市")
        }
      }
    }
    ```

    ```scenario
    type "京" into "城市"
    ```

    ```output
    -- type "京" into "城市"
    shows: 北京
    shows: 南京
    hides: 上海
    ```

    """#

  static let english = #"""
    # The welcome tour

    ```swift
    import SwiftUI

    struct Welcome: View {
      @State private var touring = false
      @State private var hinting = false

      var body: some View {
        VStack {
          Button("Start the tour") { touring = true }
          Button("Show a hint") { hinting = true }
        }
        .fullScreenCover(isPresented: $touring) {
          Button("Finish") { touring = false }
        }
        .sheet(isPresented: $hinting) {
          Text("Swipe down to close")
        }
      }
    }
    ```

    ```scenario
    tap "Start the tour"
    tap "Finish"
    tap "Show a hint"
    ```

    ```output
    -- tap "Start the tour"
    shows: Finish
    hides: Start the tour
    -- tap "Finish"
    shows: Start the tour
    -- tap "Show a hint"
    shows: Swipe down to close
    shows: Start the tour
    ```

    """#

  @Test func touchesFindWhatTheReaderSeesInEveryLanguage() throws {
    let fixture = SiteFixture([
      "ko/shopping.md": Self.korean, "zh/cities.md": Self.chinese, "en/welcome.md": Self.english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 3)
    #expect(fixture.page("zh/cities.html").contains("placeholder=\"城市\""))
  }
}
