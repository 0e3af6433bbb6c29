import Testing

@testable import DocBuildKit

extension CheckTests {
  @Suite struct OutputMatcherTests {
    func expected(_ code: String, info: String = "output") -> ExpectedOutput {
      ExpectedOutput.parse(fencedBlock(code, info: info, fenceLine: 70), path: "zh/state.md").0
    }

    let run = RunOutput(steps: [
      RunOutput.Step(
        step: nil, console: ["type:StateObject id:886 init", "type:Observed id:537 init"],
        bodies: ["Test1", "CountViewState", "CountViewObserved"]),
      RunOutput.Step(
        step: #"tap "刷新""#, console: ["type:Observed id:873 init", "type:Observed id:537 deinit"],
        bodies: ["Test1", "CountViewObserved"]),
    ])

    @Test func placeholdersAndEllipsisMatchTheWholeRun() {
      #expect(
        OutputMatcher.check(
          expected("type:StateObject id:{int} init\n...\ntype:Observed id:{int} deinit\n"),
          against: run, path: "zh/state.md"
        ).isEmpty)
      #expect(OutputMatcher.check(expected("...\n"), against: run, path: "zh/state.md").isEmpty)
      #expect(
        OutputMatcher.check(
          expected(
            "type:StateObject id:{int} init\ntype:Observed id:{int} init\ntype:Observed id:{int} init\ntype:Observed id:{int} deinit\n...\n"
          ),
          against: run, path: "zh/state.md"
        ).isEmpty)
    }

    @Test func perStepPartsWithBodies() {
      let matching = expected(
        """
        bodies: CountViewObserved, CountViewState, Test1
        ...
        -- tap "刷新"
        bodies: Test1, CountViewObserved
        type:Observed id:{int} init
        type:Observed id:537 deinit

        """)
      #expect(OutputMatcher.check(matching, against: run, path: "zh/state.md").isEmpty)
    }

    @Test func mismatchIsAnErrorAtTheFirstWrongLineWithADiff() {
      let wrong = expected(
        """
        ...
        -- tap "刷新"
        bodies: Test1
        type:Observed id:{int} init
        type:StateObject id:{int} deinit

        """)
      let diagnostics = OutputMatcher.check(wrong, against: run, path: "zh/state.md")
      #expect(diagnostics.count == 1)
      let diagnostic = diagnostics[0]
      #expect(diagnostic.severity == .error)
      #expect(diagnostic.id == "output.mismatch")
      #expect(diagnostic.range?.start.line == 73)  // the `bodies:` line of the `刷新` part
      #expect(
        diagnostic.notes == [
          "--- expected",
          "+++ actual",
          " -- first render",
          " ...",
          " -- tap \"刷新\"",
          "-bodies: Test1",
          "+bodies: CountViewObserved, Test1",
          " type:Observed id:873 init",
          "-type:StateObject id:{int} deinit",
          "+type:Observed id:537 deinit",
        ])
    }

    @Test func extraActualLineIsReportedAtTheNextExpectedLine() {
      let diagnostics = OutputMatcher.check(
        expected(
          "type:StateObject id:886 init\ntype:Observed id:873 init\ntype:Observed id:537 deinit\n"),
        against: run,
        path: "zh/state.md")
      #expect(diagnostics.first?.range?.start.line == 72)
      #expect(
        diagnostics.first?.notes.dropFirst(2) == [
          " type:StateObject id:886 init", "+type:Observed id:537 init",
          " type:Observed id:873 init", " type:Observed id:537 deinit",
        ])
    }

    @Test func unorderedComparesMultisetsPerPart() {
      let shuffled = expected(
        """
        type:Observed id:{int} init
        type:StateObject id:886 init
        -- tap "刷新"
        type:Observed id:537 deinit
        type:Observed id:{int} init

        """, info: "output unordered")
      #expect(OutputMatcher.check(shuffled, against: run, path: "zh/state.md").isEmpty)
      // Unordered is per part: moving a line to another step is still a mismatch.
      let moved = expected(
        """
        type:Observed id:{int} init
        type:StateObject id:886 init
        type:Observed id:537 deinit
        -- tap "刷新"
        type:Observed id:{int} init

        """, info: "output unordered")
      let diagnostics = OutputMatcher.check(moved, against: run, path: "zh/state.md")
      #expect(diagnostics.first?.range?.start.line == 73)
      #expect(diagnostics.first?.notes.contains("+type:Observed id:537 deinit") == true)
    }

    @Test func stepsWithoutAPartMustPrintNothing() {
      let onlyFirst = expected(
        "type:StateObject id:886 init\ntype:Observed id:537 init\n-- first render\n")
      // No headers other than `first render`: that is a single part, the whole run.
      #expect(!OutputMatcher.check(onlyFirst, against: run, path: "zh/state.md").isEmpty)
      let withHeader = expected(
        "type:StateObject id:886 init\ntype:Observed id:537 init\n-- tap \"刷新\"\n...\n")
      #expect(OutputMatcher.check(withHeader, against: run, path: "zh/state.md").isEmpty)
    }

    @Test func headerNamingNoStepIsAnError() {
      let diagnostics = OutputMatcher.check(
        expected("...\n-- tap \"새로고침\"\n"), against: run, path: "zh/state.md")
      #expect(diagnostics.map(\.id).contains("output.unknown-step"))
      #expect(diagnostics.first { $0.id == "output.unknown-step" }?.range?.start.line == 72)
    }
  }
}
