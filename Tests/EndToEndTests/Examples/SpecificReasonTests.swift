import Foundation
import Testing

@testable import DocBuildKit

/// A reason says what is wrong where swiftc's words only puzzle: a hex integer given to `Color`,
/// an asset catalog's image symbol, another framework's environment key, a block's own type
/// errors beside the broken block it needs, a binding made of a page's `static` value.
@Suite struct SpecificReasonTests {
  /// One build of notes in the three languages, shared by the tests (the examples compile once).
  static let site = Result { try build() }

  static func build() throws -> BuiltNotes {
    let notes = [
      "en/palette.md": """
      # Palette

      ```swift
      struct Swatch: View {
        var body: some View {
          Circle().fill(Color(0xff8800))
        }
      }
      ```

      """,
      "ko/palette.md": """
      # 팔레트

      ```swift
      struct 견본: View {
        var body: some View {
          Rectangle().fill(Color(hex: 0x3366cc))
        }
      }
      ```

      """,
      "en/pets.md": """
      # Pets

      ```swift
      withAnimation { isWide.toggle() }
      ```

      ```swift
      @State private var isWide = false

      var body: some View {
        Image(.kitten)
          .resizable()
          .frame(width: isWide ? 300 : 100)
          .onTapGesture { withAnimation { isWide.toggle() } }
      }
      ```

      """,
      "zh/pets.md": """
      # 宠物

      ```swift
      @State private var 放大 = false

      var body: some View {
        Image(.小猫)
          .scaleEffect(放大 ? 2 : 1)
          .onTapGesture { 放大.toggle() }
      }
      ```

      """,
      "en/context.md": """
      # Context

      ```swift
      @Environment(\\.managedObjectContext) private var context
      @Environment(\\.dismiss) private var dismiss
      ```

      """,
      "en/pies.md": """
      # Pies

      ```swift
      @Observable class Pie: Identifiable {
        var flavor: String
      }
      ```

      ```swift
      struct PieShelf: View {
        var pies: [Pie]
        @State private var draft: Pie?

        var body: some View {
          List(pies) { Text($0.flavor) }
          Button("New pie") { draft = Pie() }
            .sheet(item: $draft) { _ in
              TextField("Flavor", text: $draft.flavor)
              Button("Keep") { pies.append(draft) }
            }
        }
      }
      ```

      """,
      "zh/toggle.md": """
      # 开关

      ```swift
      struct 样式演示: View {
        @State private var 开启 = false
        var body: some View {
          Toggle("开关", isOn: $开启).toggleStyle(.圆点)
        }
      }

      struct 圆点样式: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
          HStack {
            configuration.label
            Circle().fill(configuration.isOn ? .green : .gray).frame(width: 20, height: 20)
              .onTapGesture { configuration.isOn.toggle() }
          }
        }
      }

      extension ToggleStyle where Self == 圆点样式 {
        static var 圆点: 圆点样式 { .init() }
      }
      ```

      ```swift
      Toggle(isOn: $圆点) {
        Text("静音")
      }
      ```

      """,
    ]
    return try BuiltNotes(
      notes,
      pages: [
        "en/palette", "ko/palette", "en/pets", "zh/pets", "en/context", "en/pies", "zh/toggle",
      ])
  }

  func line(_ prefix: String) throws -> String {
    try #require(try Self.site.get().line(prefix))
  }

  func page(_ name: String) throws -> String { try Self.site.get().pages[name]! }

  /// swiftc says only "no exact matches in call to initializer", labelled (`hex:`) or not.
  /// (The error callout shows the message as text, backticks and all.)
  @Test func aHexIntegerGivenToColorIsSaid() throws {
    let en = try line("en/palette.md:3:")
    #expect(en.contains("failed"), "\(en)")
    #expect(
      en.contains(
        "`Color(0xff8800)`: SwiftUI's `Color` has no initializer taking a hex integer, and the note never declares one"
      ), "\(en)")
    #expect(
      try page("ko/palette").contains(
        "Color(hex: 0x3366cc): SwiftUI의 Color에는 16진수 정수를 받는 이니셜라이저가 없고, 이 글도 그런 이니셜라이저를 선언하지 않습니다"
      ))
  }

  /// swiftc says only that the type has no such member; the block reading the view's state
  /// says why that view's block fails too.
  @Test func anAssetCatalogSymbolIsSaid() throws {
    let members = try line("en/pets.md:7:")
    #expect(
      members.contains(
        "`.kitten` is an image symbol Xcode generates from the project's asset catalog, which the note does not ship"
      ), "\(members)")
    let snippet = try line("en/pets.md:3:")
    #expect(snippet.contains("it reads `isWide` (line 7)"), "\(snippet)")
    #expect(
      snippet.contains(
        "that code uses `.kitten`, an image symbol Xcode generates from the project's asset catalog"
      ),
      "\(snippet)")
    #expect(try page("zh/pets").contains(".小猫 是 Xcode 根据项目的资源目录（asset catalog）生成的图像符号"))
  }

  /// `\.managedObjectContext` is Core Data's key: swiftc says only "no exact matches".
  @Test func anotherFrameworksEnvironmentKeyIsSaid() throws {
    let en = try line("en/context.md:3:")
    #expect(
      en.contains(
        "uses `\\.managedObjectContext`, from `CoreData`, a module docbuild does not have"),
      "\(en)")
    #expect(!en.contains("no exact matches"), "\(en)")
  }

  /// Fixing the block that declares `Pie` would not run this one: its own errors are said too.
  @Test func aBlockNeedingABrokenBlockSaysItsOwnErrors() throws {
    let en = try line("en/pies.md:9:")
    #expect(
      en.contains(
        "`$draft.flavor` reaches through a binding to `draft`, an optional (`Pie?`), which has no member `flavor`"
      ), "\(en)")
    #expect(en.contains("it appends `draft`, an optional (`Pie?`), without unwrapping it"), "\(en)")
    #expect(
      en.contains(
        "`Pie()`: the note's class `Pie` gives `flavor` no value and declares no initializer"),
      "\(en)")
  }

  /// `$圆点` binds the page's static style, not a `Bool`; `Configuration` is the style
  /// protocol's own type, not a name the note forgets.
  @Test func aBindingOfAStaticValueIsSaid() throws {
    let en = try line("zh/toggle.md:26:")
    #expect(
      en.contains(
        "`$圆点`: the page's `圆点` (line 3) is a `static` value of `ToggleStyle`, a `圆点样式`, not state a binding can be made from"
      ), "\(en)")
    #expect(!en.contains("Configuration"), "\(en)")
    #expect(
      try page("zh/toggle").contains("本页的 圆点（第 3 行）是 ToggleStyle 的 static 值，类型为 圆点样式"))
  }
}
