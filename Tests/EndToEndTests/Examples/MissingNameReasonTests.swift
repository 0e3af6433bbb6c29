import Foundation
import Testing

@testable import DocBuildKit

/// A reason names everything a block lacks, and never calls a name the platform or the page
/// provides "never declared": what a type gives its members, a view without `body`, a `let` a
/// fragment changes, a link without its label, an environment key in a block that failed.
@Suite struct MissingNameReasonTests {
  /// One build of notes in the three languages, shared by the tests (the examples compile once).
  static let site = Result { try build() }

  static func build() throws -> BuiltNotes {
    let notes = [
      "en/store.md": """
      # A store

      ```swift
      @Observable final class Machine<Mode, Signal> {
        private(set) var mode: Mode
        init(mode: Mode) { self.mode = mode }
      }

      struct Panel: View {
        @State private var machine = Machine<Phase, Pulse>(mode: .idle)

        var body: some View {
          Text("Panel")
            .glowOnHover()
        }
      }
      ```

      ```swift
      static func wobble() -> Animation {
        Animation.spring(duration: 0.3)
      }

      card.animation(.wobble())
      ```

      """,
      "en/menu.md": """
      # Date picker style

      ```swift
      struct Crimson: DatePickerStyle {
        func makeBody(configuration: Configuration) -> some View {
          configuration.label.foregroundColor(.red)
        }
      }
      ```

      """,
      "en/tally.md": """
      # Tally

      ```swift
      Badge(value: count)
        .equatable()
      ```

      Text.

      ```swift
      struct Badge: View, Equatable {
        let value: Int
        var body: some View { Text("\\(value)") }
      }
      ```

      ```swift
      struct Tally: View, Equatable {
        @State var count: Int
      }
      ```

      ```swift
      extension EnvironmentValues {
        var library: Library {
          get { self[LibraryKey.self] }
          set { self[LibraryKey.self] = newValue }
        }
      }
      ```

      ```swift
      struct Shelf: View {
        @Environment(\\.library) private var library

        var body: some View {
          Text("Shelf")
        }
      }
      ```

      """,
      "ko/layout.md": """
      # 레이아웃

      ```swift
      struct 겹침: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
          .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
      }
      ```

      ```swift
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: 10)
      }
      ```

      ```swift
      NavigationLink(destination: Text("다음"))
      ```

      """,
      "zh/list.md": """
      # 列表

      ```swift
      struct 水果列表: View {
        let 水果 = ["苹果", "香蕉"]
        var body: some View {
          List(水果, id: \\.self) { Text($0) }
        }
      }
      ```

      ```swift
      List {
        ForEach(水果, id: \\.self) { Text($0) }
          .onDelete { 水果.remove(atOffsets: $0) }
      }
      ```

      ```swift
      struct 面板: View {
        @Environment(\\.弹窗管理) private var 管理
        var body: some View {
          Button("关闭") { 管理.关闭() }
        }
      }
      ```

      ```swift
      struct 拖动: Gesture {
        var body: some Gesture {
          DragGesture()
            .onChanged { value in
              let 距离 = value.location.distance(to: value.startLocation)
              print(距离)
            }
        }
      }
      ```

      """,
      "zh/publisher.md": """
      # 发布者

      ```swift
      objectWillChange.send()
      print("已通知")
      ```

      ```swift
      struct 书架<Content> where Content: View
      ```

      ```swift
      var content: () -> Content
      ```

      """,
      "en/sheet.md": """
      # Locked sheet

      ```swift
      struct Composer: View {
        @State private var locked = false
        @State private var attempts = 0
        var body: some View {
          Text("Draft")
            .interactiveDismissDisabled(locked, onAttempt: { attempts += 1 })
        }
      }
      ```

      """,
      "ko/beta.md": """
      # 옛 이름

      ```swift
      struct 제목: View {
        var body: some View {
          Text("옛 이름")
            .color(.red)
        }
      }
      ```

      """,
      "zh/archive.md": """
      # 存档

      ```swift
      let 编码器 = JSONEncoder()
      if let data = try? 编码器.encode(user) {
        UserDefaults.standard.set(data, forKey: "用户")
      }
      ```

      """,
    ]
    return try BuiltNotes(
      notes,
      pages: [
        "en/store", "en/menu", "en/tally", "ko/layout", "ko/beta", "zh/list", "zh/publisher",
      ])
  }

  func line(_ prefix: String) throws -> String? {
    try Self.site.get().line(prefix)
  }

  func page(_ name: String) throws -> String { try Self.site.get().pages[name]! }

  /// swiftc stops at an expression's first unknown type: the reason still names the others,
  /// the note's own modifier, and a `static` function shown without its type.
  @Test func anExcerptNamesEveryMissingName() throws {
    #expect(
      try line("en/store.md:3:")
        == "en/store.md:3: not run (excerpt): uses `Phase`, `Text.glowOnHover`, `Pulse`, which the note never declares"
    )
    #expect(
      try line("en/store.md:19:")
        == "en/store.md:19: not run (excerpt): uses `card`, which the note never declares; `Animation.wobble()` is a `static` member shown without the type or extension it belongs to"
    )
  }

  /// A value the note never declares that Glibc declares as a C struct (`user`): swiftc's
  /// "type 'user.Type' cannot conform" is said as the name the note leaves out.
  @Test func aValueGlibcNamesIsStillUndeclared() throws {
    #expect(
      try line("zh/archive.md:3:")
        == "zh/archive.md:3: not run (excerpt): uses `user`, which the note never declares")
  }

  /// A generic parameter of a type the page declares, `objectWillChange` of an
  /// `ObservableObject`, `Subviews` of a `Layout`: the type's, not names the note forgot.
  @Test func namesATypeGivesItsMembersAreNotUndeclared() throws {
    #expect(
      try line("zh/publisher.md:3:")
        == "zh/publisher.md:3: not run (excerpt): code from inside a type conforming to `ObservableObject`: `objectWillChange` is a member the protocol gives that type"
    )
    #expect(
      try line("zh/publisher.md:12:")
        == "zh/publisher.md:12: not run (excerpt): members of `书架` (line 8) shown alone: `Content` is its generic parameter"
    )
    #expect(
      try line("ko/layout.md:12:")
        == "ko/layout.md:12: not run (excerpt): code from inside a type conforming to `Layout`: `Subviews` is a member the protocol gives that type"
    )
    let publisher = try page("zh/publisher")
    #expect(publisher.contains("这是遵循 ObservableObject 的类型内部的代码：objectWillChange 是该协议为类型提供的成员"))
    #expect(publisher.contains("只有本页第 8 行声明的 书架 的成员：Content 是该类型的泛型参数"))
    #expect(!publisher.contains("没有声明的 Content"))
    #expect(
      try page("ko/layout").contains(
        "Layout을(를) 따르는 타입 안의 코드입니다: Subviews은(는) 그 프로토콜이 타입에 주는 멤버입니다"))
  }

  /// A style that conforms itself and still lacks `Configuration`: the engine's protocol is short.
  @Test func aStyleLackingItsConfigurationIsTheEnginesGap() throws {
    #expect(
      try line("en/menu.md:3:")
        == "en/menu.md:3: not run (engine lacks): the engine does not support `DatePickerStyle.Configuration` yet"
    )
  }

  /// An overload of a platform modifier that no spelling of it has, and the note never declares:
  /// the note's extension, not its mistake.
  @Test func anUnshownOverloadOfAModifierIsNamed() throws {
    #expect(
      try line("en/sheet.md:3:")
        == "en/sheet.md:3: not run (excerpt): uses `.interactiveDismissDisabled(onAttempt:)`, which the note never declares"
    )
  }

  /// A modifier SwiftUI's first betas had is the platform's old name, not the note's own.
  @Test func namesFromTheFirstBetasAreSaidToBeRenamed() throws {
    #expect(
      try line("ko/beta.md:3:")
        == "ko/beta.md:3: not run (excerpt): uses `Text.color` (now `foregroundColor(_:)`), a name from the 2019 betas of SwiftUI and Combine, renamed before release"
    )
    #expect(
      try page("ko/beta").contains(
        "2019년 SwiftUI·Combine 베타의 이름 Text.color(지금은 foregroundColor(_:))을(를) 사용합니다"))
  }

  @Test func aFragmentChangingAConstantSaysSo() throws {
    #expect(
      try line("zh/list.md:12:")
        == "zh/list.md:12: not run (fragment (view expression)): a view expression: belongs inside a view's `body` — it changes `水果` (line 3), which every block of the page declares as a `let` constant: a view can only change a variable such as a `@State var`"
    )
    #expect(
      try page("zh/list").contains(
        "修改了 水果（第 3 行），但本页处处把它声明为 let 常量：视图能修改的是 @State var 这样的变量"))
  }

  @Test func aFragmentReadingABodylessViewsPropertySaysSo() throws {
    #expect(
      try line("en/tally.md:3:")
        == "en/tally.md:3: not run (fragment (view expression)): a view expression: belongs inside a view's `body` — it reads `count` (line 17), a property of `Tally`, which the page declares without a `body`: there is no view to run it in"
    )
  }

  @Test func aLinkWithoutItsLabelIsExplained() throws {
    #expect(
      try line("ko/layout.md:18:")
        == "ko/layout.md:18: not run (fragment (view expression)): a view expression: belongs inside a view's `body` — `NavigationLink(destination:)` has no label: a link needs the view it shows, as a trailing closure (`{ Text(\"Next\") }`) or a title before `destination:`"
    )
    let layout = try page("ko/layout")
    #expect(layout.contains("NavigationLink(destination:)에 레이블이 없습니다"))
    #expect(!layout.contains("missing argument"))
  }

  /// An environment key declared in a block that does not compile is named with that block's
  /// line; one nothing declares is named as never declared, never swiftc's "no exact matches".
  @Test func environmentKeysSayWhereTheyAre() throws {
    #expect(
      try line("en/tally.md:32:")
        == "en/tally.md:32: not run (needs a block that does not compile): uses `\\.library` (line 23), declared in a block that does not compile; that block uses `Library`, `LibraryKey`, which the note never declares"
    )
    #expect(
      try line("zh/list.md:19:")
        == "zh/list.md:19: not run (excerpt): uses `EnvironmentValues.弹窗管理`, which the note never declares"
    )
    #expect(try page("zh/list").contains("使用了本文没有声明的 EnvironmentValues.弹窗管理"))
  }

  /// A helper a note adds to a Core Graphics type, in an extension it never shows.
  @Test func helpersOfStandardTypesAreNamed() throws {
    #expect(
      try line("zh/list.md:28:")
        == "zh/list.md:28: not run (excerpt): uses `CGPoint.distance`, which the note never declares"
    )
  }

  @Test func noGeneratedNameReachesAReader() throws {
    let site = try Self.site.get()
    for text in site.report + Array(site.pages.values) {
      #expect(!text.contains("__"), "\(text.prefix(300))")
    }
  }
}
