import Foundation
import Testing

@testable import DocBuildKit

/// Fences that mean Swift under another label, or none, run as Swift; the guessed ones say so.
@Suite struct SwiftFenceLabelTests {
  func build(_ files: [String: String]) throws -> (report: [String], diagnostics: [Diagnostic]) {
    let fixture = SiteFixture(files)
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    return (summary.exampleReport, diagnostics)
  }

  static let counter = """
    struct 点击计数: View {
      @State private var 次数 = 0
      var body: some View {
        Button("点了 \\(次数) 次") { 次数 += 1 }
      }
    }
    """

  @Test func labelsThatSaySwiftRunWithoutAWarning() throws {
    for label in [
      "run:swift", "swift:run", "swift:Counter.swift", "Swift", "{.swift}", "SwiftUI",
      "点击计数+Reset.swift",
    ] {
      let (report, diagnostics) = try build([
        "zh/note.md": "# 计数\n\n```\(label)\n\(Self.counter)\n```\n"
      ])
      #expect(report == ["zh/note.md:3: run"], "\(label)")
      // About the note: the machine's own warnings (a sandbox it cannot make) name the folder.
      let aboutNote = diagnostics.filter { $0.path.hasSuffix("note.md") }
      #expect(aboutNote.isEmpty, "\(label): \(aboutNote.map(\.formatted))")
    }
  }

  @Test func aMisspeltLabelRunsWithAWarningAtItsFence() throws {
    let (report, diagnostics) = try build([
      "ko/note.md": "# 계수기\n\n본문.\n\n```swi\n\(Self.counter)\n```\n"
    ])
    #expect(report == ["ko/note.md:5: run"])
    #expect(diagnostics.map(\.id) == ["fence.misspelt-swift"])
    #expect(diagnostics.first?.range?.start.line == 5)
  }

  @Test func anUnlabelledSwiftUIBlockRunsWithAWarning() throws {
    let (report, diagnostics) = try build([
      "en/note.md": "# Counter\n\n```\n\(Self.counter)\n```\n\n```\nbodies: Counter\n```\n"
    ])
    #expect(report == ["en/note.md:3: run"])
    #expect(diagnostics.map(\.id) == ["fence.unlabelled-swift"])
    #expect(diagnostics.first?.range?.start.line == 3)
  }

  @Test func anUnlabelledViewWithAnElidedBodyIsSwiftAndLaterBodiesUseIt() throws {
    // 한국어 노트: 본문을 생략한 뷰를 언어 표시 없이 보여 주고, 그 뷰를 쓰는 `body`를 두 번 보여 줍니다.
    let (report, diagnostics) = try build([
      "ko/note.md": """
      # 정체성

      ```
      struct 고양이뷰: View {
          var 졸림: Double

          var body: some View {
              // ...
          }
      }
      ```

      처음에는 25로 만듭니다.

      ```
      var body: some View {
          고양이뷰(졸림: 25)
      }
      ```

      """
    ])
    // The elided body is filled in; the lone `body` is wrapped in a view.
    #expect(report == ["ko/note.md:3: run (completed)", "ko/note.md:15: run (completed)"])
    #expect(diagnostics.map(\.id) == ["fence.unlabelled-swift", "fence.unlabelled-swift"])
  }

  @Test func anUnlabelledBlockWithAnElisionLineIsSwiftAndLendsItsShadowingEnum() throws {
    // 中文笔记：没有标注语言的代码块声明了 `Tab` 枚举（和 SwiftUI 的 `Tab` 同名），还用一行
    // `... // 和前面一样` 省略了一个视图；后面的模型类用这个枚举的 case。
    let (report, diagnostics) = try build([
      "zh/note.md": """
      # 标签

      ```
      enum Tab: Hashable {
        case 首页
        case 设置
      }

      struct 根视图: View {
        @State private var 选中: Tab = .首页
        var body: some View {
          TabView(selection: $选中) {
            Text("首页").tag(Tab.首页)
            设置页().tag(Tab.设置)
          }
        }
      }

      struct 设置页: View {
        ... // 和前面一样
      }
      ```

      全局状态：

      ```
      class 全局状态: ObservableObject {
        @Published var 选中: Tab = .首页
      }
      ```

      """
    ])
    #expect(report.first == "zh/note.md:3: run (completed)", "\(report)")
    #expect(report.dropFirst().allSatisfy { !$0.contains("failed") }, "\(report)")
    #expect(report.count == 2, "\(report)")
    #expect(diagnostics.map(\.id) == ["fence.unlabelled-swift", "fence.unlabelled-swift"])
  }

  @Test func anElisionLineMayCarryAComment() {
    let code = "struct 设置页: View {\n  ... // 和前面一样\n}\n"
    #expect(
      SwiftFenceLabels.reading(of: fencedBlock(code, info: "", fenceLine: 1)) == .unlabelled)
    // A bare mark leaves an unlabelled fence a sketch, not Swift.
    let sketch = "struct 设置页: View {\n  ...\n}\n"
    #expect(SwiftFenceLabels.reading(of: fencedBlock(sketch, info: "", fenceLine: 1)) == nil)
    var lines = HiddenLines(code: code)
    let completed = lines.completeElisions()
    #expect(completed)
    #expect(lines.compiledCode.contains("var body: some View { EmptyView() }"))
  }

  /// `extension` is Swift's own keyword: an unlabelled fence extending a type is Swift whatever
  /// type it names, and a later block using what it adds runs.
  @Test func anUnlabelledExtensionIsSwiftAndLendsWhatItAdds() throws {
    let (report, diagnostics) = try build([
      "ko/note.md": """
      # 가림 이유

      ```
      extension RedactionReasons {
          static let 비밀 = RedactionReasons(rawValue: 1 << 8)
      }
      ```

      ```swift
      struct 카드: View {
          var body: some View {
              Text("잔액").redacted(reason: .비밀)
          }
      }
      ```
      """
    ])
    #expect(report.last == "ko/note.md:9: run", "\(report)")
    #expect(diagnostics.map(\.id).contains("fence.unlabelled-swift"))
    // Code in another language that merely says `extension` is no Swift.
    let dart = "extension Greeting on String {\n  String shout() => toUpperCase();\n}\n"
    #expect(SwiftFenceLabels.reading(of: fencedBlock(dart, info: "", fenceLine: 1)) == nil)
  }

  @Test func anUnlabelledCallWithItsPrintedTypeIsShownNotRun() throws {
    // 中文笔记：一个没有标注语言的代码块，先打印视图的类型，再写出打印结果。
    let (report, diagnostics) = try build([
      "zh/note.md": """
      # 视图类型

      ```
      let 问候 = Text("你好").padding()
      print(type(of: 问候))

      // 打印结果
      ModifiedContent<Text, _PaddingLayout>
      ```

      """
    ])
    #expect(
      report == [
        "zh/note.md:3: not run (code with output): code followed by the output it prints: shown, not run"
      ])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
  }

  @Test func aTypeShownInATextFenceIsNotCalledNeverShown() throws {
    // An English note shows its view in a `text` fence, then uses it in a Swift one.
    let (report, _) = try build([
      "en/note.md": """
      # Badges

      ```text
      struct Badge: View {
        var body: some View { Text("New") }
      }
      ```

      Then:

      ```swift
      Badge()
        .padding()
      ```

      """
    ])
    #expect(
      report == [
        "en/note.md:11: not run (excerpt): uses `Badge` (line 3), which the note shows only in a fence not marked as Swift, so docbuild does not compile it"
      ])
  }

  /// An unlabelled fence of plain Swift declaring a type the page's Swift code uses is that
  /// code's declaration: it is read as Swift (with a warning), and the code using it runs.
  @Test func anUnlabelledTypeTheSwiftCodeUsesIsSwift() throws {
    let (report, diagnostics) = try build([
      "zh/note.md": """
      # 原因

      ```
      enum 遮挡原因 {
        case 占位
        case 保密
      }
      ```

      ```swift
      struct 卡片: View {
        let 原因: 遮挡原因?
        var body: some View { Text(原因 == .保密 ? "***" : "内容") }
      }

      #Preview {
        卡片(原因: .保密)
      }
      ```

      """
    ])
    #expect(
      report == ["zh/note.md:3: ran as part of the example at line 10", "zh/note.md:10: run"])
    #expect(
      diagnostics.map(\.formatted) == [
        "zh/note.md:3:1: warning: this fence names no language, but its code is Swift declaring `遮挡原因`, which the page's Swift code uses: it is run as Swift; write ```swift to say so (or ```text to keep it from running)"
      ])
  }

  /// A type no Swift block names stays what its fence says: unlabelled text.
  @Test func anUnlabelledTypeNothingUsesStaysText() throws {
    let (report, diagnostics) = try build([
      "en/note.md": """
      # Shapes

      ```
      enum Shape {
        case circle, square
      }
      ```

      ```swift
      struct Badge: View {
        var body: some View { Text("New") }
      }
      ```

      """
    ])
    #expect(report.allSatisfy { !$0.hasPrefix("en/note.md:3:") }, "\(report)")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
  }

  @Test func unlabelledTextAndOtherLanguagesStayAsTheyAre() {
    let shell = CodeBlock(
      info: "", code: "swift build --product docbuild\n", isFenced: true,
      range: SourceRange(lines: 1, 3), firstCodeLine: 2)
    #expect(SwiftFenceLabels.reading(of: shell) == nil)
    let plainSwift = CodeBlock(
      info: "", code: "let total = prices.reduce(0, +)\n", isFenced: true,
      range: SourceRange(lines: 1, 3), firstCodeLine: 2)
    #expect(SwiftFenceLabels.reading(of: plainSwift) == nil)
    for other in ["shell", "sh", "rust", "swiftlint", "sql"] {
      #expect(!SwiftFenceLabels.isMisspelt(other), "\(other)")
    }
    for misspelt in ["swi", "swif", "swfit", "swft", "swiftt"] {
      #expect(SwiftFenceLabels.isMisspelt(misspelt), "\(misspelt)")
    }
  }

  @Test func aFunctionThatReadsTheImplicitErrorIsAProgram() throws {
    let (report, _) = try build([
      "en/note.md": """
      # Loading

      ```swift
      enum LoadError: Error { case offline }

      func load() throws -> String { throw LoadError.offline }

      func show() {
        do {
          print(try load())
        } catch {
          print("failed: \\(error)")
        }
      }
      ```

      """
    ])
    #expect(report == ["en/note.md:3: compiled only"])
  }

  @Test func aKramdownLanguageListAfterAFenceLabelsItAndLeavesThePage() throws {
    // 한국어 노트 (Jekyll): 언어를 펜스 뒤 줄의 `{: .language-swift}`로 적습니다.
    let fixture = SiteFixture([
      "ko/note.md": """
      # 계수기

      ~~~
      \(Self.counter)
      ~~~
      {: .language-swift}

      ~~~
      let 이름 = "값"
      ~~~
      {: .language-text}
      """
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(summary.exampleReport == ["ko/note.md:3: run"])
    #expect(diagnostics.filter { $0.path.hasSuffix("note.md") }.isEmpty)
    let page = fixture.page("ko/note.html")
    #expect(!page.contains("{:"))
    #expect(page.contains("let 이름"))
  }

  @Test func aKramdownListIsMarkupOnlyRightAfterAFence() {
    let note = NoteParser.parse(
      Data("~~~\nlet a = 1\n~~~\n{: .language-swift}\n\n```\nb\n```\n\n{: .language-swift}\n".utf8),
      path: "note.md")
    let blocks = note.document?.blocks ?? []
    guard blocks.count == 3, case .codeBlock(let first) = blocks[0],
      case .codeBlock(let second) = blocks[1], case .paragraph = blocks[2]
    else {
      Issue.record("blocks: \(blocks)")
      return
    }
    #expect(first.language == "swift")
    // Separated by a blank line, the list is not the fence's: it stays text.
    #expect(second.language == nil)
    #expect(
      KramdownCodeAttributes.classes("{:.language-swift #code}") == [".language-swift", "#code"])
    #expect(KramdownCodeAttributes.classes("{ .swift }") == nil)
  }
}
