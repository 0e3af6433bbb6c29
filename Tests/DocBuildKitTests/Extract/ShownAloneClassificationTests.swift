import Foundation
import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Names, statements and text that notes fence as Swift to show syntax, not to run it; and the
  /// programs that look like them and must stay programs.
  @Suite struct ShownAloneClassificationTests {
    func category(_ code: String) -> SwiftBlockCategory {
      SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 1))
    }

    @Test func attributesWithoutADeclarationAreShownAlone() {
      #expect(category("@Binding") == .shownAlone(.attribute))
      #expect(category("@AppStorage(\"테마\")") == .shownAlone(.attribute))
      #expect(category("@State\n@Observable") == .shownAlone(.attribute))
    }

    @Test func namesAloneAreShownAlone() {
      #expect(category("Identifiable") == .shownAlone(.typeName))
      #expect(category("Binding<Int>") == .shownAlone(.typeName))
      #expect(category("\\.dismiss") == .shownAlone(.keyPath))
      #expect(category("\\Item.title") == .shownAlone(.keyPath))
      #expect(category("$점수") == .shownAlone(.value))
      #expect(category("分数") == .shownAlone(.value))
      #expect(category("model.score") == .shownAlone(.value))
      #expect(category("Sendable\n\\.dismiss") == .shownAlone(.typeName))
      // Names one a line read as what a program printed.
      #expect(category("headerView\nrowView") != .shownAlone(.value))
    }

    @Test func aWrappedPropertyFollowedByItsNamesIsShownAlone() {
      #expect(category("@State var 점수 = 0\n점수\n$점수") == .shownAlone(.value))
      #expect(category("@Binding var 开关: Bool\n$开关") == .shownAlone(.value))
      // A name the block does not declare, or a plain variable, is still code to place or run.
      #expect(category("@State var score = 0\nlevel") != .shownAlone(.value))
      #expect(category("var score = 0\nscore") != .shownAlone(.value))
    }

    @Test func anOpaquePropertyWithoutAValueIsARequirement() {
      #expect(category("var body: some Scene") == .shownAlone(.requirement))
      // A stored property with a type and no value is a member a type can hold.
      #expect(category("var title: String") != .shownAlone(.requirement))
    }

    @Test func oneAssignmentOrMutatingCallOverUndeclaredStateIsAStatementShownAlone() {
      #expect(category("score += 10") == .shownAlone(.statement))
      #expect(category("player.name = \"민수\"") == .shownAlone(.statement))
      #expect(category("isMuted.toggle()") == .shownAlone(.statement))
      // Two lines, or a closure, make code to place, not a line shown for its syntax.
      #expect(category("score += 10\nlevel += 1") == .fragment(.snippet))
      #expect(category("items.sort { $0 < $1 }") == .fragment(.snippet))
    }

    @Test func programsThatLookLikeThemStayPrograms() {
      #expect(category("print(\"hi\")") == .program)
      #expect(category("var score = 0\nscore += 10\nprint(score)") == .program)
      #expect(category("Text(\"안녕\")") == .fragment(.viewExpression))
      #expect(category(".padding(8)") == .fragment(.modifierChain))
      #expect(category("@State private var score = 0") == .fragment(.members))
      #expect(category("print(\"view recreated → body\")") == .program)
      #expect(category("score == 10") == .fragment(.snippet))
      // A type's member is computed, and may be what the note wants shown.
      #expect(category("MemoryLayout<Double>.size") == .program)
      #expect(category("Color.red") == .program)
    }

    @Test func diagramsWordsAndCheatSheetsAreText() {
      #expect(category("父视图(模型: 模型)\n  → 子视图(模型: 模型)") == .plainText(.diagram))
      #expect(category("뷰가 다시 만들어짐\n↓\n상태는 그대로") == .plainText(.diagram))
      #expect(category("App → Scene → View") == .plainText(.diagram))
      #expect(category("state lives outside the view\nthe view reads it") == .plainText(.prose))
      #expect(category("read value") == .plainText(.prose))
      #expect(category("조건 ? 참이면 보여 줄 뷰 : 거짓이면 보여 줄 뷰") == .plainText(.prose))
      #expect(
        category(
          """
          .opacity(0.5)
          .blur(radius: 3) // soft edges
          .rotationEffect(.degrees(45))

          Angle.degrees(90) means a quarter turn clockwise
          """) == .plainText(.cheatSheet))
    }

    /// Modifier names listed as a sentence lists them, separated by commas: no code to fix.
    @Test func modifierNamesSeparatedByCommasAreAList() {
      #expect(category(".onAppear(), .onDisappear(),\n.task()") == .plainText(.modifierList))
      #expect(category(".padding, .background, .overlay.") == .plainText(.modifierList))
      #expect(
        category(".onChange(of:perform:),\n.onReceive(_:perform:)") == .plainText(.modifierList))
      let ko = NotRunReason.block(.plainText(.modifierList)).text(in: .ko)
      #expect(ko.contains("쉼표로 나열한 수정자 이름의 목록"), "\(ko)")
      let zh = NotRunReason.block(.plainText(.modifierList)).text(in: .zh)
      #expect(zh.contains("用逗号列出的修饰符名称清单"), "\(zh)")
    }

    /// Commands typed at LLDB's prompt, with no `(lldb)` before them.
    @Test func debuggerCommandsAreText() {
      #expect(category("expression Self._printChanges()") == .plainText(.debuggerCommand))
      #expect(category("po viewModel.items\np items.count") == .plainText(.debuggerCommand))
      #expect(category("e counter = 3") == .plainText(.debuggerCommand))
      let en = NotRunReason.block(.plainText(.debuggerCommand)).text(in: .en)
      #expect(en.contains("debugger's (LLDB) prompt, not Swift"), "\(en)")
      let ko = NotRunReason.block(.plainText(.debuggerCommand)).text(in: .ko)
      #expect(ko.contains("디버거(LLDB)"), "\(ko)")
      // A Swift statement is no command: `print` is Swift's, and parses.
      #expect(category("print(Self.self)") == .program)
    }

    @Test func realSwiftWithAMistakeStaysASyntaxError() {
      let broken = category("struct Card: View {\n  var body: some View {\n    Text(\"a\"\n  }\n}")
      if case .invalid = broken {} else { Issue.record("\(broken)") }
      let placeholder = category("func load() {\n  fetch the rows here\n}\nlet x = (")
      if case .invalid = placeholder {} else { Issue.record("\(placeholder)") }
      let wordsInACall = category("Toggle(\"소리\", isOn: -put your binding here-)")
      if case .invalid = wordsInACall {} else { Issue.record("\(wordsInACall)") }
      // Modifiers listed with empty arguments, and no words beside them, are Swift gone wrong.
      let signatures = category(".onChange(of: Value, perform: )\n.task(id: Value, )")
      if case .invalid = signatures {} else { Issue.record("\(signatures)") }
    }
  }
}
