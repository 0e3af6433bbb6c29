import Foundation
import Testing

@testable import DocBuildKit

/// Notes in Korean, Chinese and English whose expected output is real SwiftUI's: a pushed screen
/// rebuilt by its parent (a default `@ObservedObject` starts over, a `@StateObject` and an object
/// passed in do not), a stack opened at a path of three values with a link labelled by a `Label`
/// and a link to a value with no destination, a `ForEach` repeating an id, and a form whose
/// `onSubmit` asks which field was submitted, with a keyboard toolbar.
@Suite struct SwiftUIBehaviourExampleTests {
  static let korean = #"""
    # 부모가 다시 그리면 초기화되는 점수

    ```swift
    import SwiftUI

    final class ScoreBoard: ObservableObject {
      @Published var score = 0
    }

    struct OwnScore: View {
      @StateObject private var board = ScoreBoard()

      var body: some View {
        Button("내 점수 \(board.score)") { board.score += 1 }
      }
    }

    struct BorrowedScore: View {
      @ObservedObject var board = ScoreBoard()

      var body: some View {
        Button("빌린 점수 \(board.score)") { board.score += 1 }
      }
    }

    struct GivenScore: View {
      @ObservedObject var board: ScoreBoard

      var body: some View {
        Button("받은 점수 \(board.score)") { board.score += 1 }
      }
    }

    struct ScoreScreen: View {
      @StateObject private var shared = ScoreBoard()
      @State private var theme = 0

      var body: some View {
        NavigationStack {
          VStack {
            Text("테마 \(theme)")
            NavigationLink("점수판") {
              VStack {
                Button("테마 바꾸기") { theme += 1 }
                OwnScore()
                BorrowedScore()
                GivenScore(board: shared)
              }
            }
          }
        }
      }
    }
    ```

    ```scenario
    open "점수판"
    tap "받은 점수 0"
    tap "내 점수 0"
    tap "빌린 점수 0"
    tap "테마 바꾸기"
    back
    ```

    ```output
    -- open "점수판"
    -- tap "받은 점수 0"
    -- tap "내 점수 0"
    -- tap "빌린 점수 0"
    shows: 빌린 점수 1
    -- tap "테마 바꾸기"
    shows: 내 점수 1
    shows: 빌린 점수 0
    shows: 받은 점수 1
    -- back
    shows: 테마 1
    ```

    """#

  static let chinese = #"""
    # 一打开就在第 8 章

    ```swift
    import SwiftUI

    struct ChapterList: View {
      @State private var path = [1, 4, 8]

      var body: some View {
        NavigationStack(path: $path) {
          List {
            ForEach(["苹果", "香蕉", "苹果"], id: \.self) { Text($0) }
            NavigationLink(value: 3) {
              Label("第 3 章", systemImage: "3.circle")
            }
            NavigationLink("目录", value: "目录")
          }
          .navigationDestination(for: Int.self) { n in
            Text("正在读第 \(n) 章")
          }
        }
      }
    }
    ```

    ```scenario
    back
    back
    back
    open "第 3 章"
    back
    open "目录"
    ```

    ```output
    -- first render
    ForEach<Array<String>, String, Text>: the ID 苹果 occurs multiple times within the collection, this will give undefined results!
    shows: 正在读第 8 章
    -- back
    shows: 正在读第 4 章
    -- back
    shows: 正在读第 1 章
    -- back
    shows: 香蕉
    -- open "第 3 章"
    shows: 正在读第 3 章
    -- back
    -- open "目录"
    A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.
    shows: 香蕉
    ```

    """#

  static let english = #"""
    # Return moves to the next field

    ```swift
    import SwiftUI

    struct CheckoutForm: View {
      enum Field { case name, email }
      @State private var name = ""
      @State private var email = ""
      @FocusState private var focusedField: Field?

      var body: some View {
        Form {
          TextField("Name", text: $name).focused($focusedField, equals: .name)
          TextField("Email", text: $email).focused($focusedField, equals: .email)
        }
        .onSubmit {
          switch focusedField {
          case .name: focusedField = .email
          default: print("Sending \(name), \(email)")
          }
        }
        .toolbar {
          ToolbarItemGroup(placement: .keyboard) {
            Spacer()
            Button("Done") { focusedField = nil }
          }
        }
      }
    }
    ```

    ```scenario
    focus "Name"
    type "Ann" into "Name"
    submit "Name"
    type "ann@example.com" into "Email"
    submit "Email"
    focus "Name"
    tap "Done"
    ```

    ```output
    -- first render
    hides: Done
    -- focus "Name"
    focus: Name
    shows: Done
    -- type "Ann" into "Name"
    -- submit "Name"
    focus: Email
    -- type "ann@example.com" into "Email"
    -- submit "Email"
    Sending Ann, ann@example.com
    focus: none
    hides: Done
    -- focus "Name"
    shows: Done
    -- tap "Done"
    focus: none
    hides: Done
    ```

    """#

  @Test func theRunsReproduceSwiftUIsOutcomesInEveryLanguage() throws {
    let fixture = SiteFixture([
      "ko/scores.md": Self.korean, "zh/chapters.md": Self.chinese, "en/checkout.md": Self.english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 3)
  }
}
