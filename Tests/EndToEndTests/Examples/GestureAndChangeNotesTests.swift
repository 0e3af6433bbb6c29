import Foundation
import Testing

@testable import DocBuildKit

/// Notes whose claims are a gesture's precedence, a long press sequenced before a drag, and what
/// `_printChanges()` prints, checked against their expected output as a reader's build checks them.
@Suite struct GestureAndChangeNotesTests {
  @Test func precedenceSequencesAndChangeReportsMatchTheNotes() throws {
    // `highPriorityGesture`: "a higher precedence than gestures defined by the view" (Apple's
    // documentation of `highPriorityGesture(_:including:)`).
    let korean = #"""
      # 우선순위가 높은 제스처

      ```swift
      import SwiftUI

      struct StampBoard: View {
        @State private var result = "대기"

        var body: some View {
          VStack {
            HStack {
              Capsule().frame(width: 120, height: 40)
              Image(systemName: "seal").onTapGesture { result = "도장" }
            }
            .highPriorityGesture(TapGesture().onEnded { result = "보드" })
            Text("결과: \(result)")
          }
        }
      }
      ```

      ```scenario
      tap "seal"
      ```

      ```output
      -- tap "seal"
      shows: 결과: 보드
      ```

      """#
    // A long press sequenced before a drag: `.first(true)` while pressing, `.second(true, nil)`
    // once the press ended (Apple's "Composing SwiftUI gestures").
    let chinese = #"""
      # 长按之后拖动

      ```swift
      import SwiftUI

      struct Sticker: View {
        @GestureState private var lifted = false

        var body: some View {
          Text(lifted ? "已拿起" : "贴纸")
            .gesture(
              LongPressGesture(minimumDuration: 0.8)
                .sequenced(before: DragGesture(minimumDistance: 0))
                .updating($lifted) { value, state, _ in
                  if case .second(true, _) = value { state = true }
                })
            .onChange(of: lifted) { print("拿起: \(lifted)") }
        }
      }
      ```

      ```scenario
      long press "贴纸"
      ```

      ```output
      -- long press "贴纸"
      拿起: true
      拿起: false
      ```

      """#
    // The observation trigger comes first, then the view's own inputs (DanceUI's
    // `changedBodyProperties`).
    let english = #"""
      # A fresh model in a child's state

      ```swift
      import SwiftUI

      @Observable
      final class Tally {
        var total = 0
        init() { _ = total }
      }

      struct Scoreboard: View {
        var body: some View {
          let _ = Self._printChanges()
          ScoreRow()
        }
      }

      struct ScoreRow: View {
        @State private var tally = Tally()

        var body: some View {
          let _ = Self._printChanges()
          Button("Score") { tally.total += 1 }
          Text("Total \(tally.total)")
        }
      }
      ```

      ```scenario
      tap "Score"
      tap "Score"
      ```

      ```output
      -- first render
      Scoreboard: @self, @identity changed.
      ScoreRow: @self, @identity, _tally changed.
      -- tap "Score"
      Scoreboard: @dependencies changed.
      ScoreRow: @dependencies, @self changed.
      -- tap "Score"
      ScoreRow: @dependencies changed.
      ```

      """#
    let fixture = SiteFixture([
      "ko/stamp.md": korean, "zh/sticker.md": chinese, "en/tally.md": english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 3)
  }
}
