import EngineInterface
import Testing

@testable import DocBuildKit

/// A root run with a value the note builds where it uses it says so, in the page's language, with
/// the value and its line.
struct PageBuiltValuesNoteTests {
  @Test(arguments: [
    (Language.ko, "노트가 만드는 첫 값으로 실행했습니다: `User(id: 0)`(9행)"),
    (.zh, "以笔记创建的第一个值运行：`User(id: 0)`（第 9 行）"),
    (.en, "It ran with the first value the note builds: `User(id: 0)` (line 9)"),
  ])
  func theRunNamesTheValueTheNoteBuilds(language: Language, sentence: String) throws {
    let report = RunReport(
      interface: RunReport.interfaceVersion,
      steps: [
        StepReport(
          step: "first render", console: [], bodies: [], created: [], destroyed: [],
          snapshot: "<span class=\"ui-text\">0</span>")
      ], failure: nil)
    let html = try #require(
      ExampleResultRenderer.html(
        .ran(report: report, expectedMatched: nil), scenario: Scenario(steps: []), problems: [],
        chosenValues: ["onRemove: { _ in }"],
        builtValues: [NoteValue(expression: "User(id: 0)", line: 9, isBuiltInPlace: true)],
        language: language))
    #expect(html.contains(sentence), "\(html)")
    // The value the note builds comes before the values docbuild chose.
    let built = try #require(html.range(of: "User(id: 0)"))
    let chosen = try #require(html.range(of: "onRemove"))
    #expect(built.lowerBound < chosen.lowerBound)
    let plain = try #require(
      ExampleResultRenderer.html(
        .ran(report: report, expectedMatched: nil), scenario: Scenario(steps: []), problems: [],
        language: language))
    #expect(!plain.contains("User(id: 0)"))
  }
}
