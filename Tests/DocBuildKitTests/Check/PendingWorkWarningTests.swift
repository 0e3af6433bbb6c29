import EngineInterface
import Foundation
import Testing

@testable import DocBuildKit

/// Work an example leaves scheduled when its scenario ends (a timer, a sleeping task, a delayed
/// block) never runs: the engine names it on the run's error output, and docbuild warns once per
/// example with every item, as it does for refused network requests.
@Suite struct PendingWorkWarningTests {
  func diagnostics(errorOutput: String) throws -> [Diagnostic] {
    let code =
      "import SwiftUI\n\nstruct Clock: View {\n  var body: some View { Text(\"12:00\") }\n}\n"
    let run = ExampleResult.Run(
      report: RunReport(steps: [], failure: nil), status: 0, timedOut: false, crashed: false,
      truncated: false, errorOutput: errorOutput)
    let result = ExampleResult(compiled: true, errors: [], compilerOutput: "", run: run)
    return try evaluation(of: code, result: result, path: "en/clock.md").problems
  }

  @Test func everyItemLeftPendingIsNamedInOneWarning() throws {
    let output =
      PendingWorkNote.line(.timer, dueIn: 1) + "\n"
      + PendingWorkNote.line(.delayedBlock, dueIn: 0.25) + "\n"
    let warnings = try diagnostics(errorOutput: output).filter { $0.id == "example.pending-work" }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.message
        == "still pending when the example ended, never run: a Timer, due in 1s; "
        + "a DispatchQueue.asyncAfter block, due in 250ms")
  }

  /// A page in Korean or Chinese says both warnings in its language; the terminal keeps English.
  @Test func theWarningsReadInThePagesLanguage() throws {
    let output =
      PendingWorkNote.line(.sleepingTask, dueIn: 2) + "\n"
      + NetworkRefusal.line(refusing: "https://example.com/a.json") + "\n"
      + NetworkRefusal.line(refusing: "https://example.com/b.json") + "\n"
    let problems = try diagnostics(errorOutput: output)
    let pending = try #require(problems.first { $0.id == "example.pending-work" })
    let network = try #require(problems.first { $0.id == "example.no-network" })
    #expect(
      ProblemText.text(pending, in: .ko) == "예제가 끝날 때 아직 남아 있어 실행되지 않은 작업: 잠든 `Task` (2s 뒤 예정)")
    #expect(ProblemText.text(pending, in: .zh) == "示例结束时仍在等待、未运行的工作：休眠中的 `Task`（2s 后到期）")
    #expect(ProblemText.text(pending, in: .en) == pending.message)
    #expect(
      ProblemText.text(network, in: .ko)
        == "예제에서는 네트워크를 쓸 수 없어 요청이 곧바로 실패합니다 (https://example.com/a.json 외 1개)")
    #expect(
      ProblemText.text(network, in: .zh)
        == "示例中没有网络，请求会立即失败（https://example.com/a.json 及另外 1 个）")
    #expect(ProblemText.text(network, in: .en) == network.message)
  }

  /// Every kind the engine can name has its own words on a Korean and a Chinese page.
  @Test(arguments: PendingWorkNote.Kind.allCases)
  func everyKindIsSaidInThePagesLanguage(kind: PendingWorkNote.Kind) throws {
    let problems = try diagnostics(errorOutput: PendingWorkNote.line(kind, dueIn: 1) + "\n")
    let pending = try #require(problems.first { $0.id == "example.pending-work" })
    #expect(pending.message.contains(kind.words))
    for language in [Language.ko, .zh] where kind != .timer {
      #expect(!ProblemText.text(pending, in: language).contains(kind.words))
    }
  }

  /// Each item is read back from the engine's line, and said in English words.
  @Test func eachItemIsReadBackFromItsLine() {
    let output =
      "docbuild: other line\n" + PendingWorkNote.line(.timer, dueIn: 2.5) + "\n"
      + PendingWorkNote.line(.sleepingTask, dueIn: 0.3)
    #expect(
      PendingWorkItem.items(in: output) == [
        .init(kind: .timer, dueIn: "2500ms"), .init(kind: .sleepingTask, dueIn: "300ms"),
      ])
    #expect(
      PendingWorkItem.items(in: output).map(\.words) == [
        "a Timer, due in 2500ms", "a Task sleeping, due in 300ms",
      ])
  }

  @Test func aRunThatLeftNothingPendingHasNoWarning() throws {
    #expect(try diagnostics(errorOutput: "").allSatisfy { $0.id != "example.pending-work" })
  }
}
