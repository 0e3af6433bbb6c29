import Foundation
import Testing

@testable import DocBuildKit

/// swiftc's "failed to produce diagnostic for expression" says nothing a reader can use: the
/// reason and the author's error say what it means instead.
@Suite struct CompilerGaveUpTests {
  static let gaveUp = CompilerMessage(
    file: "main.swift", line: 4, column: 5, severity: .error,
    text:
      "failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)"
  )

  func evaluate(_ code: String) throws -> (ExampleOutcome, [Diagnostic]) {
    let result = ExampleResult(
      compiled: false, errors: [Self.gaveUp], compilerOutput: "", run: nil)
    let evaluated = try evaluation(of: code, result: result, path: "ko/note.md")
    return (evaluated.outcome, evaluated.problems)
  }

  @Test func aFragmentTheCompilerGaveUpOnSaysSoInThePagesLanguage() throws {
    let (outcome, diagnostics) = try evaluate("VStack {\n  Text(\"하나\")\n}\n")
    #expect(diagnostics.isEmpty)
    guard case .notRun(let reason) = outcome else {
      Issue.record("expected not run, got \(outcome)")
      return
    }
    #expect(reason == .compilerGaveUp)
    #expect(reason.text(in: .ko).hasPrefix("Swift 컴파일러가 무엇이 잘못됐는지 말하지 못하고 포기했습니다"))
    #expect(reason.text(in: .zh).hasPrefix("Swift 编译器放弃了这段代码"))
  }

  @Test func aProgramTheCompilerGaveUpOnTellsItsAuthorWhatToLookFor() throws {
    let (_, diagnostics) = try evaluate(
      "struct 목록: View {\n  var body: some View {\n    Text(\"하나\")\n  }\n}\n")
    let error = try #require(diagnostics.first)
    #expect(!error.message.contains("please submit a bug report"))
    #expect(error.message.contains("gave up on this code without saying what is wrong"))
  }
}
