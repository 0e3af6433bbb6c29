import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// The shapes of printed lines notes show after a program, in three languages, and the Swift
  /// and prose they must not be mistaken for.
  @Suite struct ConsoleLogShapesTests {
    func isLog(_ text: String) -> Bool {
      ConsoleLogDetector.isConsoleLog(text.split(separator: "\n", omittingEmptySubsequences: false))
    }

    @Test func changesPrintedAsTransitions() {
      #expect(isLog("focus: none -> name\nfocus: name -> password\n"))
      #expect(isLog("포커스: 없음 → 이름\n포커스: 이름 → 비밀번호\n"))
      #expect(isLog("选中 0 => 2\n选中 2 => 3\n"))
    }

    @Test func selfPrintChangesOutput() {
      #expect(isLog("RootView: @self, @identity, _total changed.\nRowView: _title changed.\n"))
      #expect(isLog("계산기: @self changed.\n계산기: _합계 changed.\n"))
      #expect(isLog("计数器: @self, _次数 changed.\n"))
    }

    @Test func labelledValuesAndClockTimes() {
      #expect(isLog("total: 3\nSelected name: Kim\n"))
      #expect(isLog("합계: 3\n선택한 이름: 민수\n"))
      #expect(isLog("onAppear old:1 new:2\n刷新 old:2 new:3\n"))
      #expect(isLog("10:42:07.113 tapped\n10:42:08.020 saved\n"))
    }

    /// Swift that does not parse (the only Swift a log check sees) keeps its reason.
    @Test func swiftIsNotALog() {
      #expect(!isLog("case .idle: return 0\ndefault: break\n"))
      #expect(!isLog("let f: (Int) -> Int\nfunc g() -> String {\n"))
      #expect(!isLog("Text(\"합계\")\n    .padding(\n        top: 10,\n        leading: 4\n"))
      #expect(!isLog("var 이름: String\nvar 나이: Int {\n"))
    }

    /// A parameter list described in prose reads like labels with long values: not output.
    @Test func describedParametersAreNotALog() {
      #expect(!isLog("title: 입력이 없을 때 보여 줄 안내 문구\ntext: 지금 입력된 글자들\nTextField(_:text:)\n"))
      #expect(!isLog("title: 没有输入时显示的提示文字\ntext: 当前输入框里的文字\n"))
      #expect(!isLog("title: the text shown when nothing is typed yet\n"))
    }

    func prose(_ text: String, _ line: Int) -> Block {
      .paragraph(Paragraph(content: [.text(text)], range: SourceRange(lines: line, line)))
    }

    /// Notes paste a run's output under `bash` as often as under `text`; a shell fence of
    /// commands stays a shell session.
    @Test func aShellFenceOfPrintedLinesIsALogAndOfCommandsIsNot() {
      let swift = fencedBlock("print(1)\n", info: "swift", fenceLine: 1)
      let printed = fencedBlock(
        "render\nonChange old:1 new:2\nrender\n", info: "bash", fenceLine: 6)
      let commands = fencedBlock("swift build\nswift run Counter\n", info: "bash", fenceLine: 12)
      let prompt = fencedBlock("$ swift run\n", info: "sh", fenceLine: 17)
      for (announcement, log) in [
        ("输出为：", printed), ("출력은 다음과 같습니다.", printed), ("It prints:", printed),
      ] {
        let document = Document(
          path: "zh/notes.md", frontMatter: FrontMatter(),
          blocks: [.codeBlock(swift), prose(announcement, 4), .codeBlock(log)])
        #expect(ExampleAssociation.examples(in: document).examples[0].logBlocks == [printed])
      }
      for block in [commands, prompt] {
        let document = Document(
          path: "en/notes.md", frontMatter: FrontMatter(),
          blocks: [.codeBlock(swift), prose("Run it in the console:", 4), .codeBlock(block)])
        #expect(ExampleAssociation.examples(in: document).examples[0].logBlocks.isEmpty)
      }
    }
  }
}
