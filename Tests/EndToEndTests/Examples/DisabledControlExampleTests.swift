import Foundation
import Testing

@testable import DocBuildKit

/// Scenarios that touch a disabled control: `disabled(_:)` "controls whether users can interact
/// with this view" (Apple's documentation), so on a phone the touch does nothing. The run goes
/// on, and its step says, in the page's language, that nothing happened.
@Suite struct DisabledControlExampleTests {
  @Test func touchingADisabledControlDoesNothingAndTheStepSaysSo() throws {
    let korean = #"""
      # 비활성 버튼

      ```swift
      import SwiftUI

      struct OrderForm: View {
        @State private var agreed = false
        @State private var orders = 0

        var body: some View {
          VStack {
            Toggle("약관 동의", isOn: $agreed)
            Button("주문하기") {
              orders += 1
              print("주문 \(orders)")
            }
            .disabled(!agreed)
            Text("주문 수: \(orders)")
          }
        }
      }
      ```

      ```scenario
      tap "주문하기"
      toggle "약관 동의"
      tap "주문하기"
      ```

      ```output
      -- tap "주문하기"
      shows: 주문 수: 0
      -- toggle "약관 동의"
      -- tap "주문하기"
      주문 1
      shows: 주문 수: 1
      ```

      """#
    let chinese = #"""
      # 停用的开关

      ```swift
      import SwiftUI

      struct AlarmPanel: View {
        @State private var locked = true
        @State private var ringing = false

        var body: some View {
          VStack {
            Toggle("闹钟", isOn: $ringing)
              .disabled(locked)
            Button("解锁") { locked = false }
            Text(ringing ? "响铃中" : "安静")
          }
        }
      }
      ```

      ```scenario
      toggle "闹钟"
      tap "解锁"
      toggle "闹钟"
      ```

      ```output
      -- toggle "闹钟"
      shows: 安静
      -- tap "解锁"
      -- toggle "闹钟"
      shows: 响铃中
      ```

      """#
    let english = #"""
      # A greyed-out field

      ```swift
      import SwiftUI

      struct NicknameForm: View {
        @State private var nickname = ""

        var body: some View {
          Form {
            TextField("Nickname", text: $nickname)
              .disabled(true)
            Text("Nickname: \(nickname.isEmpty ? "none" : nickname)")
          }
        }
      }
      ```

      ```scenario
      type "Ace" into "Nickname"
      tap "Missing"
      ```

      """#
    let fixture = SiteFixture([
      "ko/order.md": korean, "zh/alarm.md": chinese, "en/nickname.md": english,
    ])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build()
    // A control that is not there stays an error; a disabled one is not.
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.formatted))")
    #expect(diagnostics.first?.message.contains("No button labelled \"Missing\"") == true)
    #expect(fixture.page("ko/order.html").contains("\"주문하기\"은(는) 비활성 상태라 아무 일도 일어나지 않았습니다"))
    #expect(fixture.page("zh/alarm.html").contains("\"闹钟\" 已停用，什么也没有发生"))
    let page = fixture.page("en/nickname.html")
    #expect(page.contains("\"Nickname\" is disabled: nothing happened"))
    #expect(page.contains("Nickname: none"))
    #expect(!page.contains("Nickname: Ace"))
  }
}
