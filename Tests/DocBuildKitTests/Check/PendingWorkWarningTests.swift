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
      PendingWorkNote.line("a Timer", dueIn: 1) + "\n"
      + PendingWorkNote.line("a DispatchQueue.asyncAfter block", dueIn: 0.25) + "\n"
    let warnings = try diagnostics(errorOutput: output).filter { $0.id == "example.pending-work" }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.message
        == "still pending when the example ended, never run: a Timer, due in 1s; "
        + "a DispatchQueue.asyncAfter block, due in 250ms")
  }

  @Test func aRunThatLeftNothingPendingHasNoWarning() throws {
    #expect(try diagnostics(errorOutput: "").allSatisfy { $0.id != "example.pending-work" })
  }
}
