import Testing

@testable import DocBuildKit

/// A block that only compiled says why, whatever kept it from running: every outcome short of a
/// run has a reason.
@Suite struct CompiledOnlyNoteTests {
  func html(_ mode: FenceAttributes.Mode, _ language: Language) -> String {
    ExampleResultRenderer.html(
      .compiledOnly, scenario: Scenario(steps: []), problems: [], language: language, mode: mode)
      ?? ""
  }

  @Test func declarationsWithNothingToRunSaySo() {
    #expect(html(.run, .ko).contains("컴파일되지만 실행되는 것이 없습니다"))
    #expect(html(.run, .zh).contains("可以编译，但没有运行任何内容"))
    #expect(html(.run, .en).contains("it compiles, but nothing in it runs"))
  }

  @Test func theFencesOwnWordsAreTheReason() {
    // (The page shows code spans as code.)
    #expect(html(.compileOnly, .en).contains("the fence says <code>no_run</code>: compiled, not run"))
    #expect(html(.compileFail(expectedMessage: nil), .zh).contains("代码块标注了 <code>compile_fail</code>"))
  }

  /// A block whose declarations another example ran says that instead.
  @Test func aBlockRunInAnotherExampleLinksToIt() {
    let shared = ExampleResultRenderer.html(
      .compiledOnly, scenario: Scenario(steps: []), problems: [], language: .en, ranInExample: 12)
    #expect(shared?.contains("nothing in it runs") == false)
  }
}
