import Testing

@testable import DocBuildKit

extension ExtractTests {
  @Suite struct ExampleAssociationTests {
    func paragraph(_ line: Int) -> Block {
      .paragraph(Paragraph(content: [.text("설명")], range: SourceRange(lines: line, line)))
    }

    @Test func pairsBlocksInReadingOrderIncludingContainers() {
      let swift1 = fencedBlock(
        "struct A: View { var body: some View { Text(\"a\") } }\n", info: "Swift no_run",
        fenceLine: 3)
      let scenario1 = fencedBlock("tap \"刷新\"\n", info: "scenario", fenceLine: 6)
      let output1 = fencedBlock("-- tap \"刷新\"\nbodies: A\n", info: "output", fenceLine: 9)
      let swift2 = fencedBlock(
        "struct B: View { var body: some View { Text(\"b\") } }\n", info: "swift", fenceLine: 20,
        column: 3)
      let output2 = fencedBlock("hello\n", info: "output unordered", fenceLine: 24)
      let document = Document(
        path: "ko/notes.md", frontMatter: FrontMatter(),
        blocks: [
          paragraph(1), .codeBlock(swift1), .codeBlock(scenario1), .codeBlock(output1),
          paragraph(12),
          .callout(
            Callout(
              kind: .tip, syntax: .github, title: nil,
              children: [
                .list(
                  List(
                    isOrdered: false, start: 1, isTight: true,
                    items: [
                      List.Item(
                        task: nil, children: [paragraph(19), .codeBlock(swift2)],
                        range: SourceRange(lines: 19, 22))
                    ],
                    range: SourceRange(lines: 19, 22)))
              ], range: SourceRange(lines: 18, 22))),
          .codeBlock(output2),
        ])
      let (examples, diagnostics) = ExampleAssociation.examples(in: document)
      #expect(diagnostics.isEmpty)
      #expect(examples.count == 2)
      #expect(examples[0].attributes.mode == .compileOnly)
      #expect(examples[0].scenario.steps.map(\.description) == [#"tap "刷新""#])
      #expect(examples[0].expectedOutput?.parts.last?.bodies == ["A"])
      #expect(examples[1].index == 1)
      #expect(examples[1].scenarioBlock == nil)
      #expect(examples[1].expectedOutput?.isUnordered == true)
      #expect(Notebook.assemble(examples).count == 2)
    }

    @Test func orphansAreWarnings() {
      let orphanScenario = fencedBlock("back\n", info: "scenario", fenceLine: 1)
      let swift = fencedBlock("let x = 1\n", info: "swift", fenceLine: 4)
      let output = fencedBlock("1\n", info: "output", fenceLine: 7)
      let lateScenario = fencedBlock("dismiss\n", info: "scenario", fenceLine: 10)
      let secondOutput = fencedBlock("2\n", info: "output", fenceLine: 13)
      let separated = fencedBlock("3\n", info: "output", fenceLine: 18)
      let document = Document(
        path: "en/notes.md", frontMatter: FrontMatter(),
        blocks: [
          .codeBlock(orphanScenario), .codeBlock(swift), .codeBlock(output),
          .codeBlock(lateScenario),
          .codeBlock(secondOutput), paragraph(16), .codeBlock(separated),
        ])
      let (examples, diagnostics) = ExampleAssociation.examples(in: document)
      #expect(examples.count == 1)
      #expect(examples[0].outputBlock == output)
      #expect(
        diagnostics.map { "\($0.id)@\($0.range!.start.line)" } == [
          "example.orphan-scenario@1", "example.orphan-scenario@10", "example.orphan-output@13",
          "example.orphan-output@18",
        ])
      #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    func prose(_ text: String, _ line: Int) -> Block {
      .paragraph(Paragraph(content: [.text(text)], range: SourceRange(lines: line, line)))
    }

    @Test func proseThatAnnouncesOutputLinksALaterLogToTheProgram() {
      let swift = fencedBlock("let x = 1\n", info: "swift", fenceLine: 1)
      let korean = fencedBlock("합계: 3\n", info: "", fenceLine: 8)
      let chinese = fencedBlock("总数: 3\n", info: "text", fenceLine: 13)
      let english = fencedBlock("Total: 3\n", info: "output", fenceLine: 18)
      let unannounced = fencedBlock("Total: 4\n", info: "", fenceLine: 23)
      let code = fencedBlock("let y = x + 1\nprint(y)\n", info: "", fenceLine: 28)
      let document = Document(
        path: "ko/notes.md", frontMatter: FrontMatter(),
        blocks: [
          .codeBlock(swift), prose("x는 상수입니다.", 4), prose("버튼을 누르면 출력은 다음과 같습니다.", 6),
          .codeBlock(korean), prose("控制台打印：", 11), .codeBlock(chinese),
          prose("The output is:", 16), .codeBlock(english), prose("Then the total grows.", 21),
          .codeBlock(unannounced), prose("It prints this with:", 26), .codeBlock(code),
        ])
      let (examples, diagnostics) = ExampleAssociation.examples(in: document)
      #expect(diagnostics.isEmpty)
      #expect(examples.count == 1)
      // An output block prose announces is a log, not an orphan; Swift-like lines are not a log.
      #expect(examples[0].logBlocks == [korean, chinese, english])
      #expect(examples[0].outputBlock == nil)
    }

    @Test func aLogAnnouncedInAnotherSectionIsNotTheProgramsLog() {
      let swift = fencedBlock("let x = 1\n", info: "swift", fenceLine: 1)
      let heading = Block.heading(
        Heading(level: 2, content: [.text("출력 블록")], range: SourceRange(lines: 4, 4)))
      let syntax = fencedBlock("합계: {int}\n", info: "text", fenceLine: 8)
      let shownFence = fencedBlock("```output\n합계: 3\n```\n", info: "text", fenceLine: 13)
      let document = Document(
        path: "ko/notes.md", frontMatter: FrontMatter(),
        blocks: [
          .codeBlock(swift), heading, prose("출력 블록은 이렇게 씁니다.", 6), .codeBlock(syntax),
        ])
      #expect(ExampleAssociation.examples(in: document).examples[0].logBlocks.isEmpty)
      let sameSection = Document(
        path: "ko/notes.md", frontMatter: FrontMatter(),
        blocks: [.codeBlock(swift), prose("출력 블록은 이렇게 씁니다.", 11), .codeBlock(shownFence)])
      #expect(ExampleAssociation.examples(in: sameSection).examples[0].logBlocks.isEmpty)
    }

    @Test func announcingWordsInThreeLanguages() {
      #expect(LogIntroduction.introducesLog("탭하면 로그가 이렇게 찍힙니다"))
      #expect(LogIntroduction.introducesLog("点击后输出如下"))
      #expect(LogIntroduction.introducesLog("The console prints:"))
      #expect(!LogIntroduction.introducesLog("The blueprint is simple."))
      #expect(!LogIntroduction.introducesLog("상태가 바뀌면 다시 그립니다."))
    }

    @Test func attributeAndScenarioDiagnosticsAreCollected() {
      let swift = fencedBlock("let x = 1\n", info: "swift norun", fenceLine: 1)
      let scenario = fencedBlock("tapp \"x\"\n", info: "scenario", fenceLine: 4)
      let document = Document(
        path: "zh/n.md", frontMatter: FrontMatter(),
        blocks: [.codeBlock(swift), .codeBlock(scenario)])
      let (_, diagnostics) = ExampleAssociation.examples(in: document)
      #expect(diagnostics.map(\.id) == ["fence.unknown-attribute", "scenario.syntax"])
      #expect(diagnostics[1].range?.start == SourcePosition(line: 5, column: 1))
    }
  }
}
