import Foundation
import Testing

@testable import DocBuildKit

/// Notes in Korean, Chinese and English whose scenarios use gestures, focus, the return key and
/// pull to refresh, and check focus and one of two alike switches on screen.
@Suite struct InputActionsExampleTests {
  static let korean = #"""
    # 로그인 폼

    ```swift
    import SwiftUI

    struct LoginForm: View {
      enum Field: Hashable { case id, password }
      @State private var id = ""
      @State private var password = ""
      @FocusState private var focus: Field?

      var body: some View {
        Form {
          TextField("아이디", text: $id)
            .focused($focus, equals: .id)
            .submitLabel(.next)
            .onSubmit { focus = .password }
          SecureField("비밀번호", text: $password)
            .focused($focus, equals: .password)
            .submitLabel(.done)
            .onSubmit { print("로그인: \(id)") }
        }
      }
    }
    ```

    ```scenario
    focus "아이디"
    type "mina" into "아이디"
    submit "아이디"
    submit "비밀번호"
    ```

    ```output
    -- focus "아이디"
    focus: 아이디
    -- type "mina" into "아이디"
    -- submit "아이디"
    focus: 비밀번호
    -- submit "비밀번호"
    로그인: mina
    focus: none
    ```

    """#

  static let chinese = #"""
    # 卡片手势

    ```swift
    import SwiftUI

    struct CardView: View {
      @State private var likes = 0
      @State private var position = CGSize.zero
      @GestureState private var pressing = false

      var body: some View {
        VStack {
          Text("卡片")
            .onTapGesture(count: 2) { likes += 1 }
            .gesture(
              DragGesture()
                .onEnded { value in position = value.translation })
          Text("赞 \(likes)")
          Text("位置 \(Int(position.width)), \(Int(position.height))")
          Circle()
            .onLongPressGesture { print("长按") }
        }
      }
    }
    ```

    ```scenario
    double tap "卡片"
    drag "卡片" by 120, -30
    long press "Circle"
    ```

    ```output
    -- double tap "卡片"
    shows: 赞 1
    -- drag "卡片" by 120, -30
    shows: 位置 120, -30
    -- long press "Circle"
    长按
    ```

    """#

  static let english = #"""
    # Inbox

    ```swift
    import SwiftUI

    struct SlotView: View {
      @State private var isOn = false
      var body: some View { Toggle("On", isOn: $isOn) }
    }

    struct SlotA: View {
      var body: some View { SlotView() }
    }

    struct SlotB: View {
      var body: some View { SlotView() }
    }

    struct InboxView: View {
      @State private var mail = ["Welcome"]

      var body: some View {
        List {
          ForEach(mail, id: \.self) { Text($0) }
          SlotA()
          SlotB()
        }
        .refreshable {
          try? await Task.sleep(for: .seconds(2))
          mail.append("Invoice")
        }
      }
    }
    ```

    ```scenario
    refresh
    toggle "On" in SlotB
    ```

    ```output
    -- refresh
    shows: Invoice
    -- toggle "On" in SlotB
    toggle "On" in SlotA: off
    toggle "On" in SlotB: on
    toggle "On" #2: on
    ```

    """#

  @Test func gesturesFocusSubmissionAndRefreshRunInEveryLanguage() throws {
    let fixture = SiteFixture([
      "ko/login.md": Self.korean, "zh/card.md": Self.chinese, "en/inbox.md": Self.english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 3)
    #expect(fixture.page("ko/login.html").contains("ui-focused"))
    #expect(fixture.page("zh/card.html").contains("data-gesture=\"double-tappable view\""))
  }

  @Test func aScreenCheckOfAnAmbiguousLabelIsAnErrorListingTheSwitches() throws {
    let note = Self.english.replacingOccurrences(
      of: "toggle \"On\" in SlotA: off\n", with: "toggle On: off\n")
    let fixture = SiteFixture(["en/inbox.md": note])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build()
    #expect(
      diagnostics.map(\.formatted).contains {
        $0.contains(
          "error: 2 toggles are labelled \"On\"; name the view with `in` or pick one with `#2`: #1 (in SlotView, SlotA, InboxView), #2 (in SlotView, SlotB, InboxView)"
        )
      }, "\(diagnostics.map(\.formatted))")
  }
}
