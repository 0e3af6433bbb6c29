import Testing

@testable import DocBuildKit

extension CheckTests {
  @Suite struct ExpectedOutputTests {
    func parse(_ code: String, info: String = "output") -> (ExpectedOutput, [Diagnostic]) {
      ExpectedOutput.parse(fencedBlock(code, info: info, fenceLine: 50), path: "ko/state.md")
    }

    @Test func plainLinesAreTheWholeRun() {
      let (expected, diagnostics) = parse("Counter init  \nbody ran\n")
      #expect(diagnostics.isEmpty)
      #expect(!expected.hasHeaders && !expected.isUnordered)
      #expect(expected.parts.count == 1)
      #expect(expected.parts[0].lines.map(\.text) == ["Counter init", "body ran"])
      #expect(expected.parts[0].lines.map(\.noteLine) == [51, 52])
    }

    @Test func aCheckWhoseUnquotedTextEndsInSpacesIsWarnedAbout() {
      let (expected, diagnostics) = parse("shows: 합계:  \nhides: \"남은 \"  \nshows: 0 in 행  \n")
      #expect(
        diagnostics.map(\.formatted) == [
          "ko/state.md:51:1: warning: the spaces after `합계:` are removed, as at the end of every line: quote the text to keep them (`\"합계: \"`)"
        ])
      let labels = expected.parts[0].screenChecks.compactMap { check -> String? in
        if case .text(let address, _, _) = check.claim { address.label } else { nil }
      }
      #expect(labels == ["합계:", "남은 ", "0"])
    }

    @Test func headersBodiesAndUnordered() {
      let (expected, diagnostics) = parse(
        """
        bodies: Test1, CountViewState
        type:StateObject id:{int} init
        -- tap  "刷新"
        bodies: none
        -- first render
        첫 화면
        -- tap "+1" in CountViewObserved
        bodies: CountViewObserved

        """, info: "output unordered")
      #expect(diagnostics.isEmpty)
      #expect(expected.isUnordered && expected.hasHeaders)
      #expect(expected.parts.map(\.step) == [nil, #"tap "刷新""#, #"tap "+1" in CountViewObserved"#])
      #expect(expected.parts[0].bodies == ["Test1", "CountViewState"])
      #expect(expected.parts[0].lines.map(\.text) == ["type:StateObject id:{int} init", "첫 화면"])
      #expect(expected.parts[1].bodies == [])
      #expect(expected.parts[1].headerLine == 53)
      #expect(expected.parts[2].bodies == ["CountViewObserved"])
    }

    @Test func badHeadersAndRepeatedBodiesAreErrors() {
      let (_, diagnostics) = parse("-- press \"x\"\nbodies: A\nbodies: B\n", info: "output sorted")
      #expect(
        diagnostics.map(\.formatted) == [
          "ko/state.md:50:1: warning: unknown output attribute `sorted`",
          "ko/state.md:51:1: error: `--` starts a step's part: expected `-- first render` or a scenario line such as `-- tap \"+1\"`",
          "ko/state.md:53:1: error: a part states its bodies once",
        ])
    }
  }
}
