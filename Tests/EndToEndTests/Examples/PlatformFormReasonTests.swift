import Foundation
import Testing

@testable import DocBuildKit

/// A block that calls SwiftUI as SwiftUI declares it is not said to err: a form the engine
/// lacks is named as the engine's gap, API of a newer iOS or of another platform says so, and a
/// framework docbuild does not have (Firebase, WatchKit) is named, not its calls as undeclared.
@Suite struct PlatformFormReasonTests {
  /// One build of notes in the three languages, shared by the tests (the examples compile once).
  static let site = Result { try build() }

  static func build() throws -> BuiltNotes {
    let notes = [
      "zh/button.md": """
      # 温度

      ```swift
      struct 温度调节: View {
        @State private var 度数 = 21.5

        var body: some View {
          Button("保存", image: .init(name: "温度计", bundle: .main)) {
            度数 += 0.5
          }
        }
      }
      ```

      """,
      "zh/ticks.md": """
      # 刻度

      ```swift
      struct 音量条: View {
        @State private var 音量 = 0.5

        var body: some View {
          VStack {
            SliderTick(0.5)
          }
        }
      }
      ```

      ```swift
      Slider(value: $进度, in: 0...1) {
        Text("进度")
      } ticks: {
        SliderTick(0.25)
      }
      ```

      """,
      "en/pages.md": """
      # Pages

      ```swift
      struct Pages: View {
        var body: some View {
          TabView {
            Text("One")
            Text("Two")
          }
          .tabViewStyle(.verticalPage)
        }
      }
      ```

      """,
      "zh/signup.md": """
      # 注册表单

      ```swift
      final class 注册模型: ObservableObject {
        @Published var 名字 = ""
        @Published var 密码 = ""
        @Published var 确认 = ""

        var 每秒改动: AnyPublisher<[String], Never> {
          Publishers.CollectByTime(
            upstream: $名字, strategy: .byTime(DispatchQueue.main, .seconds(1)), options: nil
          )
          .eraseToAnyPublisher()
        }
      }
      ```

      """,
      "ko/watch.md": """
      # 시계

      ```swift
      struct 시계앱: App {
        var body: some Scene {
          WindowGroup {
            Text("안녕")
          }
          WKNotificationScene(controller: 알림화면.self, category: "새소식")
        }
      }
      ```

      """,
      "ko/follow.md": """
      # 팔로우

      ```swift
      extension 친구관리자 {
        func 팔로우(_ 아이디: String) async {
          try? await Firestore.firestore()
            .collection("친구")
            .document(아이디)
            .setData([:])
        }
      }
      ```

      """,
      "en/follow.md": """
      # Follow

      ```swift
      func follow(_ friend: String) async throws {
        try await Firestore.firestore().collection("friends").document(friend).setData([:])
      }
      ```

      """,
    ]
    return try BuiltNotes(
      notes,
      pages: [
        "zh/button", "zh/signup", "zh/ticks", "en/pages", "ko/watch", "en/follow", "ko/follow",
      ])
  }

  func line(_ prefix: String) throws -> String {
    try #require(try Self.site.get().line(prefix))
  }

  func page(_ name: String) throws -> String { try Self.site.get().pages[name]! }

  /// `Button(_:image:action:)` is SwiftUI's (iOS 17): swiftc's complaint about the call's
  /// arguments is the engine's gap, not the note's slip.
  @Test func aButtonWithAnImageResourceIsTheEnginesGap() throws {
    let button = try line("zh/button.md:3:")
    #expect(
      button.contains("the engine does not support `Button(_:image:action:)` yet"), "\(button)")
    #expect(try page("zh/button").contains("状态引擎尚不支持 Button(_:image:action:)"))
  }

  /// A type nested in a platform type (`Publishers.CollectByTime`, Combine's since iOS 13) is the
  /// platform's: the engine lacks it, the note does not fail to declare it.
  @Test func aNestedCombineTypeIsTheEnginesGap() throws {
    let model = try line("zh/signup.md:3:")
    #expect(model.contains("`Publishers.CollectByTime`"), "\(model)")
    #expect(!model.contains("never declares"), "\(model)")
  }

  /// iOS 26's slider ticks are newer than the engine: not "never declared", nor a gap "yet".
  @Test func newerAPIIsSaidToBeNewer() throws {
    let ticks = try line("zh/ticks.md:3:")
    #expect(ticks.contains("`SliderTick`: SwiftUI API new in iOS 26"), "\(ticks)")
    #expect(!ticks.contains("never declares"), "\(ticks)")
    #expect(try page("zh/ticks").contains("SliderTick 是 iOS 26 新增的 SwiftUI API"))
  }

  /// An excerpt using them says so beside the names the note never declares.
  @Test func anExcerptSaysItsNewerAPIBesideWhatItLacks() throws {
    let excerpt = try line("zh/ticks.md:15:")
    #expect(excerpt.contains("`SliderTick`: SwiftUI API new in iOS 26"), "\(excerpt)")
    #expect(excerpt.contains("uses `进度`, which the note never declares"), "\(excerpt)")
  }

  /// `.verticalPage` is a watchOS tab view style.
  @Test func anotherPlatformsAPIIsSaidToBeItsOwn() throws {
    let pages = try line("en/pages.md:3:")
    #expect(pages.contains("`.verticalPage`: SwiftUI API for watchOS 10 only"), "\(pages)")
    #expect(!pages.contains("never declares"), "\(pages)")
  }

  /// `WKNotificationScene` is watchOS SwiftUI, not WebKit; its controller is the note's own.
  @Test func theWatchsNotificationSceneIsNotWebKit() throws {
    let scene = try line("ko/watch.md:3:")
    #expect(!scene.contains("WebKit"), "\(scene)")
    #expect(scene.contains("not run (other platform)"), "\(scene)")
    #expect(scene.contains("`WKNotificationScene`: SwiftUI API for watchOS 7 only"), "\(scene)")
    #expect(scene.contains("`알림화면`, which the note never declares"), "\(scene)")
    #expect(try page("ko/watch").contains("WKNotificationScene은(는) watchOS 7 전용 SwiftUI API"))
  }

  /// Firestore's calls are Firebase's, a package docbuild does not have.
  @Test func firestoreCallsNameTheirPackage() throws {
    let follow = try line("en/follow.md:3:")
    #expect(follow.contains("`FirebaseFirestore`"), "\(follow)")
    #expect(!follow.contains("`.collection`"), "\(follow)")
  }

  /// In an excerpt, the calls on Firestore are its code, not modifiers the note never declares;
  /// the type the excerpt extends is the note's own.
  @Test func anExcerptsFirestoreCallsAreFirestoresCode() throws {
    let follow = try line("ko/follow.md:3:")
    #expect(
      follow.contains(
        "code using `FirebaseFirestore` (`Firestore`, `.collection`, `.document`, `.setData`)"),
      "\(follow)")
    #expect(follow.contains("it uses `친구관리자`, which the note never declares"), "\(follow)")
    #expect(try page("ko/follow").contains("FirebaseFirestore을(를) 쓰는 코드입니다"))
  }
}
