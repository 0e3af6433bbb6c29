import Foundation
import Testing

@testable import DocBuildKit

/// Notes in Korean, Chinese and English whose screen checks scope a text to a view of their own
/// (`shows: 1점 in ScoreRow`), pick one of several places (`#2`), and one that names a text shown
/// in several places without either.
@Suite struct ScopedTextCheckExampleTests {
  static let korean = #"""
    # 점수판

    ```swift
    import SwiftUI

    struct ScoreRow: View {
      let team: String
      @State private var score = 0

      var body: some View {
        HStack {
          Text(team)
          Text("\(score)점")
          Button("득점") { score += 1 }
        }
      }
    }

    struct Scoreboard: View {
      var body: some View {
        VStack {
          Text("청팀")
          ScoreRow(team: "청팀")
          ScoreRow(team: "백팀")
        }
      }
    }
    ```

    ```scenario
    tap "득점" #2
    ```

    ```output
    -- tap "득점" #2
    shows: 청팀 in ScoreRow
    shows: 1점 in ScoreRow
    shows: 0점 in ScoreRow
    hides: 2점 in ScoreRow
    ```

    """#

  static let chinese = #"""
    # 购物清单

    ```swift
    import SwiftUI

    struct 清单行: View {
      let 名称: String
      @State private var 已买 = false

      var body: some View {
        HStack {
          Text(名称)
          Text(已买 ? "已买" : "未买")
          Button("买了") { 已买 = true }
        }
      }
    }

    struct 清单: View {
      var body: some View {
        VStack {
          清单行(名称: "牛奶")
          清单行(名称: "鸡蛋")
        }
      }
    }
    ```

    ```scenario
    tap "买了" #1
    ```

    ```output
    -- tap "买了" #1
    shows: 已买 in 清单行
    shows: 未买 in 清单行 #1
    hides: 未买 in 清单行 #2
    ```

    """#

  static let english = #"""
    # Pantry

    ```swift
    import SwiftUI

    struct Header: View {
      var body: some View { Text("Milk") }
    }

    struct RowView: View {
      let name: String
      var body: some View { Text(name) }
    }

    struct PantryView: View {
      var body: some View {
        VStack {
          Header()
          RowView(name: "Milk")
          RowView(name: "Eggs")
        }
      }
    }
    ```

    ```output
    shows: Milk in RowView
    shows: Milk in Header
    hides: Eggs in Header
    ```

    """#

  @Test func textChecksLookOnlyInsideTheNamedViewInEveryLanguage() throws {
    let fixture = SiteFixture([
      "ko/score.md": Self.korean, "zh/list.md": Self.chinese, "en/pantry.md": Self.english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 3)
    // Pages carry no trace of the marks the checks read.
    #expect(!fixture.page("en/pantry.html").contains("<!--in"))
  }

  @Test func aTextInSeveralPlacesWithoutInOrNumberIsAnErrorListingThem() throws {
    let note = Self.english.replacingOccurrences(
      of: "hides: Eggs in Header\n", with: "hides: Eggs in Header\nshows: Milk\n")
    let fixture = SiteFixture(["en/pantry.md": note])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build()
    #expect(
      diagnostics.map(\.formatted).contains {
        $0.contains(
          "error: 2 texts read \"Milk\"; name the view with `in` or pick one with `#2`: #1 (in Header, PantryView), #2 (in RowView, PantryView)"
        )
      }, "\(diagnostics.map(\.formatted))")
  }
}
