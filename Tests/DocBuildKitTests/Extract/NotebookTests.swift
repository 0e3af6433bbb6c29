import Testing

@testable import DocBuildKit

extension ExtractTests {
  @Suite struct NotebookTests {
    // A Korean page: a view, then a block using it with a hidden setup line, then a lone `body`
    // inside a list item (fence indented by three spaces).
    let greeting = fencedBlock(
      """
      struct Greeting: View {
        var body: some View { Text("안녕하세요") }
      }

      """, fenceLine: 10)
    let content = fencedBlock(
      """
      # let 이름 = "세계"
      struct ContentView: View {
        var body: some View { Greeting() }
      }

      """, fenceLine: 20)
    let loneBody = fencedBlock(
      """
      var body: some View { VStack { Greeting(); Text(이름) } }

      """, fenceLine: 30, column: 4)

    @Test func sourceMapThroughPageContextAndHiddenLines() throws {
      let entries = notebook([greeting, content])
      let unit = try #require(entries[1].unit)
      // Page context: the earlier block's lines map to their own note lines.
      let greetingLine = try #require(unit.line(containing: "struct Greeting"))
      #expect(
        unit.sourceMap.noteLocation(forUnitLine: greetingLine, column: 8)
          == SourcePosition(line: 11, column: 8))
      // A hidden line: compiled as `let 이름 = "세계"`, written as `# let 이름 = "세계"` on line 21.
      // `=` is at byte column 12 of the compiled line (이름 is 6 bytes) and at column 10 of the note.
      let hidden = try #require(unit.line(containing: "let 이름"))
      #expect(unit.sourceMap.lines[hidden - 1].text == #"let 이름 = "세계""#)
      #expect(
        unit.sourceMap.noteLocation(forUnitLine: hidden, column: 12)
          == SourcePosition(line: 21, column: 10))
      let body = try #require(unit.line(containing: "Greeting()"))
      #expect(
        unit.sourceMap.noteLocation(forUnitLine: body, column: 25)
          == SourcePosition(line: 23, column: 25))
      // The synthesized import maps nowhere.
      #expect(unit.sourceMap.lines[0].text == "import SwiftUI")
      #expect(unit.sourceMap.noteLocation(forUnitLine: 1, column: 1) == nil)
      // The block shows without its hidden line.
      #expect(!entries[1].hiddenLines.visibleCode.contains("이름"))
    }

    @Test func sourceMapThroughAFragmentWrapperInAnIndentedFence() throws {
      let entries = notebook([greeting, content, loneBody])
      #expect(entries[2].category == .fragment(.body))
      let unit = try #require(entries[2].unit)
      #expect(unit.root == .type("NoteExample"))
      #expect(unit.fragment == .body)
      let wrapper = try #require(unit.line(containing: "struct NoteExample: View {"))
      #expect(unit.sourceMap.noteLocation(forUnitLine: wrapper, column: 1) == nil)
      // `Text(이름)` starts at column 44 of the unit line (ASCII up to there); the fence sits at column 4,
      // so the note column is 47. The `)` after 이름 is at byte column 55, scalar column 51: note column 54.
      let body = try #require(unit.line(containing: "Text(이름)"))
      #expect(body == wrapper + 1)
      #expect(
        unit.sourceMap.noteLocation(forUnitLine: body, column: 44)
          == SourcePosition(line: 31, column: 47))
      #expect(
        unit.sourceMap.noteLocation(forUnitLine: body, column: 55)
          == SourcePosition(line: 31, column: 54))
      // The wrapper's closing brace maps nowhere; the nearest note line is the fragment's last.
      #expect(unit.sourceMap.noteLocation(forUnitLine: body + 1, column: 1) == nil)
      #expect(unit.sourceMap.nearestNoteLine(forUnitLine: body + 1) == 31)
      // The hidden `let 이름` of the previous block is page context too.
      #expect(unit.source.contains(#"let 이름 = "세계""#))
    }

    @Test func laterBlocksReplaceRedefinedDeclarations() throws {
      let first = fencedBlock(
        "struct Badge: View {\n  var body: some View { Text(\"旧\") }\n}\n", fenceLine: 1)
      let user = fencedBlock(
        "struct Shelf: View {\n  var body: some View { Badge() }\n}\n", fenceLine: 6)
      let redefinition = fencedBlock(
        "struct Badge: View {\n  var body: some View { Text(\"新\") }\n}\n", fenceLine: 11)
      let after = fencedBlock(
        "struct Wall: View {\n  var body: some View { Shelf() }\n}\n", fenceLine: 16)
      let entries = notebook([first, user, redefinition, after])
      let redefined = try #require(entries[2].unit)
      #expect(!redefined.source.contains("旧"))
      #expect(redefined.source.components(separatedBy: "struct Badge").count == 2)
      let later = try #require(entries[3].unit)
      #expect(later.source.contains("新") && !later.source.contains("旧"))
      #expect(later.source.contains("struct Shelf"))
      #expect(later.root == .type("Wall"))
    }

    @Test func topLevelStatementsAreNotCarried() throws {
      let script = fencedBlock("let total = 40 + 2\nprint(\"total: \\(total)\")\n", fenceLine: 1)
      let next = fencedBlock("print(total)\n", fenceLine: 5)
      let entries = notebook([script, next])
      let first = try #require(entries[0].unit)
      #expect(first.hasTopLevelCode)
      #expect(first.root == nil)
      // `print(total)` alone reads a value it does not declare, but the page declares it: a program.
      #expect(entries[1].category == .program)
      let second = try #require(entries[1].unit)
      #expect(second.source.contains("let total = 40 + 2"))
      #expect(!second.source.contains("print(\"total"))
      #expect(notebook([next])[0].category == .fragment(.snippet))
    }

    @Test func aTopLevelTaskIsAStatement() throws {
      let block = fencedBlock(
        "let 이름 = \"작업\"\nTask {\n  print(이름)\n}\n", fenceLine: 1)
      let entry = notebook([block])[0]
      #expect(entry.category == .program)
      let unit = try #require(entry.unit)
      #expect(unit.hasTopLevelCode)
      #expect(unit.root == nil)
      #expect(!unit.source.contains(Notebook.previewFunction))
    }

    @Test func aFoundationValueShownAloneIsAStatement() throws {
      // A Chinese note on AttributedString shows what a conversion evaluates to.
      let text = fencedBlock("let 文本 = AttributedString(\"你好\")\n", fenceLine: 1)
      let conversion = fencedBlock("String(文本.characters)\n", fenceLine: 5)
      let entries = notebook([text, conversion])
      // It reads a value the page declares: a program, not a view expression.
      #expect(entries[1].category == .program)
      let unit = try #require(entries[1].unit)
      #expect(unit.hasTopLevelCode)
      #expect(unit.root == nil)
      #expect(notebook([conversion])[0].category == .fragment(.snippet))
      // With nothing undeclared, a value alone is a program too; a view is still a view.
      let localized = fencedBlock("AttributedString(localized: \"Hello\")\n", fenceLine: 1)
      #expect(notebook([localized])[0].category == .program)
      let view = fencedBlock("Text(\"Hello\")\n", fenceLine: 1)
      #expect(notebook([view])[0].category == .fragment(.viewExpression))
    }

    @Test func anAlertShownAloneIsAStatementNotAView() throws {
      // An Alert is the content an `.alert` modifier takes, not a view: statements, run as such.
      let alert = fencedBlock(
        "Alert(title: Text(\"저장했어요\"), dismissButton: .cancel())\n", fenceLine: 1)
      let entry = notebook([alert])[0]
      #expect(entry.category == .program)
      let unit = try #require(entry.unit)
      #expect(unit.hasTopLevelCode)
      #expect(unit.root == nil)
      let buttons = fencedBlock(
        """
        let 确定 = Alert.Button.default(Text("确定"))
        let 取消 = Alert.Button.cancel()
        Alert(title: Text("删除？"), primaryButton: 确定, secondaryButton: 取消)

        """, fenceLine: 5)
      #expect(notebook([buttons])[0].category == .program)
      #expect(notebook([buttons])[0].unit?.hasTopLevelCode == true)
    }

    @Test func aGridItemShownAloneIsAStatementNotAView() throws {
      // A column a lazy grid takes, shown alone to say how it is written.
      let column = fencedBlock("GridItem(.adaptive(minimum: 80), spacing: 12)\n", fenceLine: 1)
      let entry = notebook([column])[0]
      #expect(entry.category == .program)
      #expect(try #require(entry.unit).root == nil)
    }

    @Test func aCallToALaterExtensionsMemberTakesThatExtension() throws {
      // A Chinese note: the model's method calls `日志.记下 { … }`, a builder the note declares
      // in an extension of its own type alias further down.
      let model = fencedBlock(
        """
        final class 计时器 {
          var 日志: 记录 = []
          func 开始() {
            日志.记下 { "开始" }
          }
        }

        """, fenceLine: 1)
      let builder = fencedBlock(
        """
        typealias 记录 = [String]
        extension 记录 {
          mutating func 记下(_ 内容: () -> String) { append(内容()) }
        }

        """, fenceLine: 20)
      // The compiler: without the extension, `记下` is unknown.
      let entries = notebook([model, builder]) { entry in
        guard entry.blockIndex == 0, let source = entry.unit?.source else { return true }
        return source.contains("extension 记录")
      }
      let unit = try #require(entries[0].unit)
      #expect(unit.source.contains("mutating func 记下"), "\(unit.source)")
      #expect(unit.source.contains("typealias 记录 = [String]"))
      // A block that compiles without it is left as it was.
      #expect(notebook([model, builder])[0].unit?.source.contains("extension 记录") == false)
    }

    @Test func constantsWithASelfKeyPathAreStatementsNotMembers() throws {
      // `\.self` names each element; it does not make the constants a type's members.
      let block = fencedBlock(
        "let fruits = [\"apple\", \"pear\"]\nlet rows = ForEach(fruits, id: \\.self) { Text($0) }\n",
        fenceLine: 1)
      #expect(notebook([block])[0].category == .program)
      // `self` itself still reads the type's members.
      let member = fencedBlock("let label = self.title\n", fenceLine: 1)
      #expect(notebook([member])[0].category == .fragment(.members))
    }

    @Test func anIOSBackportIsCompiledAsUnavailable() throws {
      // A Chinese note backporting `task` to iOS 13: on a current iPhone the platform's is used.
      let backport = fencedBlock(
        """
        extension View {
            @available(iOS, introduced: 13.0, obsoleted: 15.0)
            func task(priority: TaskPriority = .userInitiated, _ 动作: @escaping @Sendable () async -> Void) -> some View {
                onAppear { Task(priority: priority) { await 动作() } }
            }
            @available(iOS, introduced: 13.0, deprecated: 100000)
            func 旧标题(_ 文字: String) -> some View { navigationTitle(文字) }
        }

        """, fenceLine: 1)
      let unit = try #require(notebook([backport])[0].unit)
      let lines = unit.source.components(separatedBy: "\n")
      let replaced = try #require(lines.first { $0.contains("@available(*, unavailable)") })
      // Same width: the columns after it hold.
      #expect(replaced.count == "    @available(iOS, introduced: 13.0, obsoleted: 15.0)".count)
      #expect(!unit.source.contains("obsoleted"))
      #expect(unit.source.contains("@available(iOS, introduced: 13.0, deprecated: 100000)"))
    }

    @Test func standaloneBlocksGetNoPageContext() throws {
      let shared = fencedBlock(
        "struct Shared: View { var body: some View { Text(\"x\") } }\n", fenceLine: 1)
      let alone = fencedBlock(
        "struct Alone: View { var body: some View { Text(\"y\") } }\n", info: "swift standalone",
        fenceLine: 5)
      let unit = try #require(notebook([shared, alone])[1].unit)
      #expect(!unit.source.contains("Shared"))
    }

    @Test func compileFailBlocksDoNotAddToThePage() throws {
      let broken = fencedBlock(
        "struct Broken: View { var body: some View { Text(1) } }\n",
        info: #"swift compile_fail="no exact matches""#,
        fenceLine: 1)
      let next = fencedBlock(
        "struct Next: View { var body: some View { Text(\"n\") } }\n", fenceLine: 5)
      let entries = notebook([broken, next])
      #expect(entries[0].unit != nil)
      #expect(entries[0].attributes.mode == .compileFail(expectedMessage: "no exact matches"))
      #expect(!(entries[1].unit?.source.contains("Broken") ?? true))
    }

    @Test func rootIsThePreviewWhenPresent() throws {
      let block = fencedBlock(
        """
        struct Card: View { var body: some View { Text("卡片") } }
        #Preview { Card() }

        """, fenceLine: 40)
      let unit = try #require(notebook([block])[0].unit)
      #expect(unit.root == .preview("notePreview()"))
      let line = try #require(unit.line(containing: "func notePreview()"))
      #expect(
        unit.sourceMap.lines[line - 1].text
          == "@MainActor @ViewBuilder func notePreview() -> some View { Card() }")
      // `Card()` keeps its note column (12) though the header before it changed width.
      let cardColumn =
        unit.sourceMap.lines[line - 1].text.distance(
          from: unit.sourceMap.lines[line - 1].text.startIndex,
          to: unit.sourceMap.lines[line - 1].text.range(of: "Card()")!.lowerBound) + 1
      #expect(
        unit.sourceMap.noteLocation(forUnitLine: line, column: cardColumn)
          == SourcePosition(line: 42, column: 12))
      #expect(!unit.source.contains("#Preview"))
    }

    /// `@Previewable` declarations opening a preview's body become, as Xcode's macro makes them,
    /// the properties of a view whose `body` is the rest, each line at its note line and column.
    @Test func aPreviewsPreviewableStateBecomesAViewsProperties() throws {
      let block = fencedBlock(
        """
        #Preview {
            @Previewable @State var 音量 = 0.5
            @Previewable @State var muted = false
            Toggle("静音", isOn: $muted)
        }

        """, fenceLine: 20)
      let unit = try #require(notebook([block])[0].unit)
      #expect(unit.root == .preview("notePreview()"))
      let lines = unit.sourceMap.lines.map(\.text)
      let header = try #require(lines.firstIndex { $0.contains("func notePreview()") })
      #expect(
        lines[header]
          == "@MainActor @ViewBuilder func notePreview() -> some View { NotePreviewState() }; "
          + "struct NotePreviewState: View, SwiftUI.HostView {")
      #expect(
        Array(lines[(header + 1)...(header + 6)]) == [
          "                 @State var 音量 = 0.5", "                 @State var muted = false",
          "var body: some View {", "    Toggle(\"静音\", isOn: $muted)", "}", "}",
        ])
      #expect(!unit.source.contains("@Previewable"))
      let toggle = header + 5
      #expect(unit.sourceMap.noteLocation(forUnitLine: toggle, column: 5)?.line == 24)
    }

    /// The macro wants its state first: a `@Previewable` after other statements is left as it is
    /// (and fails as it would in Xcode), and so is a preview without one.
    @Test func previewableStateAfterTheBodyIsLeftAsWritten() throws {
      let block = fencedBlock(
        """
        #Preview {
            let title = "x"
            @Previewable @State var on = false
            Toggle(title, isOn: $on)
        }

        """, fenceLine: 1)
      let unit = try #require(notebook([block])[0].unit)
      #expect(!unit.source.contains(Notebook.previewStateType))
      #expect(unit.source.contains("@Previewable @State var on = false"))
    }

    /// `#Preview("…", body: { … })` passes its body as an argument: rewritten as the
    /// trailing-closure form, the `)` after the closure blanked so later columns hold.
    @Test func aPreviewWithALabelledBodyBecomesTheRoot() throws {
      let block = fencedBlock(
        """
        struct 名片: View { var body: some View { Text("名片") } }
        struct Badge: View { var body: some View { Text("badge") } }
        #Preview("名片", traits: .sizeThatFitsLayout, body: {
            return 名片()
        })
        #Preview("Line", body: { Badge() }); let end = 1

        """, fenceLine: 10)
      let unit = try #require(notebook([block])[0].unit)
      #expect(unit.root == .preview("notePreview()"))
      #expect(!unit.source.contains("#Preview"))
      let opening = try #require(unit.line(containing: "func notePreview()"))
      #expect(
        unit.sourceMap.lines[opening - 1].text
          == "@MainActor @ViewBuilder func notePreview() -> some View {")
      #expect(unit.sourceMap.lines[opening + 1].text == "} ")
      let oneLine = try #require(unit.line(containing: "func notePreview2()"))
      #expect(
        unit.sourceMap.lines[oneLine - 1].text
          == "@MainActor @ViewBuilder func notePreview2() -> some View { Badge() } ; let end = 1")
      let text = unit.sourceMap.lines[oneLine - 1].text
      let column = text.distance(from: text.startIndex, to: text.range(of: "let")!.lowerBound) + 1
      #expect(
        unit.sourceMap.noteLocation(forUnitLine: oneLine, column: column)
          == SourcePosition(line: 16, column: 38))
    }

    @Test func aViewExpressionNextToDeclarationsBecomesTheRoot() throws {
      let block = fencedBlock(
        """
        struct Row: View { var body: some View { Text("row") } }

        VStack {
          Row()
          Row()
        }

        """, fenceLine: 1)
      let entry = notebook([block])[0]
      #expect(entry.category == .program)
      let unit = try #require(entry.unit)
      #expect(unit.root == .preview("notePreview()"))
      #expect(!unit.hasTopLevelCode)
      let vstack = try #require(unit.line(containing: "VStack {"))
      #expect(
        unit.sourceMap.lines[vstack - 2].text.hasPrefix(
          "@MainActor @ViewBuilder func notePreview()"))
      #expect(
        unit.sourceMap.noteLocation(forUnitLine: vstack, column: 1)
          == SourcePosition(line: 4, column: 1))
    }

    @Test func rootNamedByTheAuthor() throws {
      let block = fencedBlock(
        "struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { Text(\"b\") } }\n",
        info: "swift root=B", fenceLine: 1)
      #expect(notebook([block])[0].unit?.root == .type("B"))
    }

    @Test func rootIsTheViewNoOtherViewUses() throws {
      let block = fencedBlock(
        """
        struct Leaf: View { var body: some View { Text("leaf") } }
        struct Tree: View { var body: some View { Leaf() } }
        struct Bush: View { var body: some View { Leaf() } }

        """, fenceLine: 1)
      // Tree and Bush are unused; the last declared wins.
      #expect(notebook([block])[0].unit?.root == .type("Bush"))
      let withContentView = fencedBlock(
        """
        struct ContentView: View { var body: some View { Text("c") } }
        struct Other: View { var body: some View { Text("o") } }

        """, fenceLine: 1)
      #expect(notebook([withContentView])[0].unit?.root == .type("ContentView"))
      // A subview used by a view of an earlier block: the page's outermost view is mounted.
      let child = fencedBlock(
        "struct Child: View { var body: some View { Text(\"c\") } }\n", fenceLine: 10)
      let parent = fencedBlock(
        "struct Parent: View { var body: some View { Child() } }\n", fenceLine: 1)
      #expect(notebook([parent, child])[1].unit?.root == .type("Parent"))
      // A block declaring no view has no root, even with views above it.
      let model = fencedBlock("final class Store { var items: [String] = [] }\n", fenceLine: 20)
      #expect(notebook([parent, child, model])[2].unit?.root == nil)
    }

    @Test func mainAttributeIsBlankedKeepingColumns() throws {
      let block = fencedBlock(
        "@main\nstruct DemoApp: App {\n  var body: some Scene { WindowGroup { Text(\"app\") } }\n}\n",
        fenceLine: 1)
      let unit = try #require(notebook([block])[0].unit)
      #expect(!unit.source.contains("@main"))
      #expect(unit.sourceMap.lines[1].text == "     ")
    }

    @Test func membersAndViewExpressionsAreWrapped() throws {
      let model = fencedBlock(
        "final class Counter: ObservableObject { @Published var value = 0 }\n", fenceLine: 1)
      let members = fencedBlock(
        "@StateObject var counter = Counter()\ninit() { print(\"init\") }\n", fenceLine: 5)
      let expression = fencedBlock("Text(\"번호\")\n  .padding()\n", fenceLine: 10)
      let entries = notebook([model, members, expression])
      let memberUnit = try #require(entries[1].unit)
      #expect(memberUnit.fragment == .members)
      #expect(memberUnit.root == nil)  // no `body`: compiled, not run
      #expect(memberUnit.source.contains("struct NoteExample {\n@StateObject var counter"))
      let expressionUnit = try #require(entries[2].unit)
      #expect(expressionUnit.root == .type("NoteExample"))
      #expect(
        expressionUnit.source.hasSuffix(
          "struct NoteExample: View {\nvar body: some View {\nText(\"번호\")\n  .padding()\n}\n}\n"))
      #expect(expressionUnit.source.contains("class Counter"))
    }

    @Test func membersOnlyAClassHoldsAreWrappedInAClass() throws {
      // Korean, Chinese and English notes showing a model's members alone.
      let published = fencedBlock("@Published var 점수 = 0\n", fenceLine: 1)
      let deinitializer = fencedBlock(
        "weak var 代理: AnyObject?\ndeinit { print(\"释放\") }\n", fenceLine: 5)
      let override = fencedBlock(
        "override var description: String { \"a box\" }\n", fenceLine: 10)
      let expression = fencedBlock("Text(\"\\(점수)\")\n", fenceLine: 14)
      let entries = notebook([published, deinitializer, override, expression])
      let publishedUnit = try #require(entries[0].unit)
      #expect(publishedUnit.fragment == .members)
      #expect(
        publishedUnit.source.contains("final class NoteExample: ObservableObject {\n@Published"))
      #expect(publishedUnit.root == nil)
      let deinitUnit = try #require(entries[1].unit)
      #expect(deinitUnit.source.contains("final class NoteExample {\nweak var 代理"))
      #expect(try #require(entries[2].unit).source.contains("final class NoteExample {\noverride"))
      // A class's members are not lent to a later view expression's view.
      #expect(entries[3].unit?.source.contains("@Published") != true)
    }

    @Test func aTypeSplitOverAdjacentFencesIsOneProgram() throws {
      // 한국어 노트: 뷰의 속성을 한 블록에, `body`와 닫는 괄호를 설명 뒤의 다음 블록에 씁니다.
      let opening = fencedBlock(
        "struct 시계뷰: View {\n    @State var 초 = 0\n", fenceLine: 1)
      let closing = fencedBlock(
        "    var body: some View {\n        Text(\"\\(초)초\")\n    }\n}\n", fenceLine: 7)
      let after = fencedBlock("print(\"끝\")\n", fenceLine: 14)
      let entries = notebook([opening, closing, after])
      let unit = try #require(entries[0].unit)
      #expect(unit.root == .type("시계뷰"))
      #expect(entries[0].category == .program)
      #expect(entries[1].category == .partOfExample(line: 1))
      #expect(entries[1].unit == nil)
      // Each line keeps its note line: the prose between the fences is blank in the unit.
      let text = try #require(unit.line(containing: "Text("))
      #expect(unit.sourceMap.noteLocation(forUnitLine: text, column: 9)?.line == 9)
      let state = try #require(unit.line(containing: "@State var 초"))
      #expect(unit.sourceMap.noteLocation(forUnitLine: state, column: 5)?.line == 3)
      #expect(entries[2].unit?.source.contains("struct 시계뷰") == true)
    }

    @Test func aTypeWhoseBodyFollowsWithoutItsClosingBraceIsOneProgram() throws {
      // 中文笔记：第一个代码块打开视图并声明属性，下一个代码块写 `body`，作者忘了视图的右括号。
      let opening = fencedBlock("struct 计时器: View {\n  @State var 秒 = 0\n", fenceLine: 1)
      let body = fencedBlock(
        "  var body: some View {\n    Text(\"\\(秒)\")\n  }\n", fenceLine: 6)
      let entries = notebook([opening, body])
      #expect(entries[0].unit?.root == .type("计时器"))
      #expect(entries[0].completed)
      #expect(entries[1].category == .partOfExample(line: 1))
    }

    @Test func fencesThatAreCompleteOrDoNotCloseEachOtherStayApart() {
      // 中文笔记：两个各自完整的代码块，和一个只缺右括号、下一个块也补不上的代码块。
      let complete = fencedBlock("struct 甲 {}\n", fenceLine: 1)
      let alsoComplete = fencedBlock("struct 乙 {}\n", fenceLine: 4)
      let open = fencedBlock("struct 丙: View {\n  var body: some View {\n", fenceLine: 7)
      let unrelated = fencedBlock("let 数 = [1, 2\n", fenceLine: 11)
      let entries = notebook([complete, alsoComplete, open, unrelated])
      #expect(
        entries.map(\.category).allSatisfy { if case .partOfExample = $0 { false } else { true } })
    }

    @Test func aTypeWrittenWhereTheOpenTypeIsStartsAnotherProgram() {
      // English note: a view cut off after its properties, then a protocol lesson whose doubled
      // closing brace would balance the two.
      let cutOff = fencedBlock(
        "// The view\nstruct ScoreView: View {\n    @ObservedObject var game: Game\n", fenceLine: 1)
      let lesson = fencedBlock(
        "protocol Scoring {\n    var points: Int { get }}\n}\n\nstruct Dice: Scoring {}\n",
        fenceLine: 8)
      let entries = notebook([cutOff, lesson])
      #expect(entries[1].category != .partOfExample(line: 1))
      #expect(entries[0].unit?.source.contains("protocol Scoring") != true)
    }

    @Test func blocksThatCannotRunSayWhy() throws {
      let listing = fencedBlock("public struct Box {\n  public init(value: Int)\n}\n", fenceLine: 1)
      let log = fencedBlock("type:Model id:12 init\ntype:Model id:12 deinit\n", fenceLine: 5)
      let modifiers = fencedBlock(".padding()\n.onAppear { load() }\n", fenceLine: 9)
      let ignored = fencedBlock(
        "struct Shown: View { var body: some View { Text(\"s\") } }\n", info: "swift ignore",
        fenceLine: 13)
      let entries = notebook([listing, log, modifiers, ignored])
      #expect(entries[0].notRunReason == SwiftBlockCategory.apiListing.reason)
      #expect(entries[1].notRunReason == SwiftBlockCategory.consoleLog.reason)
      #expect(entries[2].notRunReason == FragmentKind.modifierChain.reason)
      #expect(entries[3].notRunReason?.contains("ignore") == true)
    }

    @Test func compileFailBlocksCompileEvenWhenTheyDoNotParse() throws {
      let broken = fencedBlock("let = 3\n", info: "swift compile_fail", fenceLine: 1)
      let entry = notebook([broken])[0]
      #expect(
        entry.category
          == .invalid(
            SyntaxProblem(message: "expected pattern", position: SourcePosition(line: 2, column: 5))
          ))
      let unit = try #require(entry.unit)
      #expect(unit.source == "import SwiftUI\nlet = 3\n")
      #expect(notebook([fencedBlock("let = 3\n", fenceLine: 1)])[0].unit == nil)
    }
  }
}
