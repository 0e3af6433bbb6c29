import Foundation
import Testing

@testable import DocBuildKit

/// Notes whose claims are a deadline read from `ContinuousClock.now` before the scenario waited,
/// a time measured on `SuspendingClock`, and a gesture mask, checked against their expected output
/// as a reader's build checks them. The first imports Foundation beside SwiftUI, as notes do.
@Suite struct ClockAndMaskNotesTests {
  @Test func deadlinesElapsedTimeAndMasksMatchTheNotes() throws {
    // `Task.sleep(until:tolerance:clock:)` "suspends the current task until the given deadline"
    // (Apple's documentation of `Task`).
    let korean = #"""
      # 기다리기 전에 읽은 마감 시각

      마감 시각은 화면이 처음 그려질 때 읽힌다. 2초를 기다린 뒤 누르면 1초만 더 기다린다.

      ```swift
      import Foundation
      import SwiftUI

      struct KettleView: View {
        @State private var ready = ContinuousClock.now + .seconds(3)
        @State private var state = "차가움"

        var body: some View {
          VStack {
            Text(state)
            Button("끓이기") {
              Task {
                state = "데우는 중"
                try await Task.sleep(until: ready, clock: .continuous)
                state = "끓음"
              }
            }
          }
        }
      }
      ```

      ```scenario
      wait 2s
      tap "끓이기"
      wait 0.9s
      wait 0.1s
      ```

      ```output
      -- first render
      bodies: KettleView
      shows: 차가움
      -- wait 2s
      bodies: none
      shows: 차가움
      -- tap "끓이기"
      bodies: KettleView
      shows: 데우는 중
      -- wait 0.9s
      bodies: none
      shows: 데우는 중
      -- wait 0.1s
      bodies: KettleView
      shows: 끓음
      ```
      """#
    // `GestureMask.subviews`: "enable all gestures in the subview hierarchy but disable the added
    // gesture" (Apple's documentation of `GestureMask`).
    let chinese = #"""
      # 手势掩码

      `including: .subviews` 关闭了外层的高优先级手势，于是子视图自己的点击生效。

      ```swift
      import SwiftUI

      struct BadgeBoard: View {
        @State private var log = "无"

        var body: some View {
          VStack {
            HStack {
              Rectangle().frame(width: 80, height: 40)
              Image(systemName: "star").onTapGesture { log = "星标" }
            }
            .highPriorityGesture(TapGesture().onEnded { log = "面板" }, including: .subviews)
            Text("记录：\(log)")
          }
        }
      }
      ```

      ```scenario
      tap "star"
      ```

      ```output
      -- first render
      bodies: BadgeBoard
      shows: 记录：无
      -- tap "star"
      bodies: BadgeBoard
      shows: 记录：星标
      ```
      """#
    // `SuspendingClock.now`: "the current instant accounting for machine suspension" (Apple's
    // documentation of `SuspendingClock`).
    let english = #"""
      # A stopwatch on the suspending clock

      ```swift
      import SwiftUI

      struct LapView: View {
        @State private var start = SuspendingClock.now
        @State private var lap = "none"

        var body: some View {
          Button("Lap \(lap)") {
            lap = "\(start.duration(to: .now))"
          }
        }
      }
      ```

      ```scenario
      wait 1.5s
      tap "Lap none"
      ```

      ```output
      -- first render
      bodies: LapView
      shows: Lap none
      -- wait 1.5s
      bodies: none
      shows: Lap none
      -- tap "Lap none"
      bodies: LapView
      shows: Lap 1.5 seconds
      ```
      """#

    let fixture = SiteFixture([
      "ko/deadline.md": korean, "zh/mask.md": chinese, "en/stopwatch.md": english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 3)
  }
}
