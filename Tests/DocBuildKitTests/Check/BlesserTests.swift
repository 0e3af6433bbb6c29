import Foundation
import Testing

@testable import DocBuildKit

extension CheckTests {
  @Suite struct BlesserTests {
    @Test func rewritesOnlyTheChosenBlockKeepingCRLFAndEverythingElse() {
      let note = [
        "# 상태 관리", "", "```swift", "struct 카운터: View { var body: some View { Text(\"하나\") } }",
        "```", "",
        "```output", "old line 1", "old line 2", "```", "", "후기: 끝.  ", "",
      ].joined(separator: "\r\n")
      let block = fencedBlock("old line 1\r\nold line 2\r\n", info: "output", fenceLine: 7)
      let blessed = Blesser.bless(
        note,
        replacements: [
          Blesser.Replacement(block: block, content: "새 줄\ntype:Model id:{int} init\n")
        ])
      #expect(
        blessed
          == [
            "# 상태 관리", "", "```swift", "struct 카운터: View { var body: some View { Text(\"하나\") } }",
            "```", "",
            "```output", "새 줄", "type:Model id:{int} init", "```", "", "후기: 끝.  ", "",
          ].joined(separator: "\r\n"))
    }

    /// An example that prints a fence and a Swift block must not smuggle that block into the note.
    @Test func fencesGrowPastBackticksInTheOutput() throws {
      let note = "# Note\n\n```swift\nprint(1)\n```\n\n```output\nold\n```\n\nAfter.\n"
      let block = fencedBlock("old\n", info: "output", fenceLine: 7)
      let printed = "```\n```swift\nprint(\"escaped\")\n```\n"
      let blessed = Blesser.bless(
        note, replacements: [Blesser.Replacement(block: block, content: printed)])
      #expect(blessed.contains("````output\n" + printed + "````\n\nAfter."))
      let document = try #require(NoteParser.parse(Data(blessed.utf8), path: "en/a.md").document)
      let examples = ExampleAssociation.examples(in: document).examples
      #expect(examples.count == 1)
      #expect(examples.first?.outputBlock?.code == printed)
    }

    @Test func growsShrinksAndFillsEmptyBlocksInsideLists() {
      let note = """
        - 第一步
          ```output
          ```
        - 第二步
          ```output
          a
          b
          c
          ```
        no newline at the end
        """
      let empty = fencedBlock("", info: "output", fenceLine: 2, column: 3)
      let full = fencedBlock("a\nb\nc\n", info: "output", fenceLine: 5, column: 3)
      let blessed = Blesser.bless(
        note,
        replacements: [
          Blesser.Replacement(block: full, content: "只有一行\n"),
          Blesser.Replacement(block: empty, content: "x\ny\n"),
        ])
      #expect(
        blessed == """
          - 第一步
            ```output
            x
            y
            ```
          - 第二步
            ```output
            只有一行
            ```
          no newline at the end
          """)
      // Inside a quote, inside a list item.
      let quoted = "> - 例子\n>   ```output\n>   old\n>   ```\n"
      let quotedBlock = fencedBlock("old\n", info: "output", fenceLine: 2, column: 5)
      #expect(
        Blesser.bless(
          quoted, replacements: [Blesser.Replacement(block: quotedBlock, content: "新\n")])
          == "> - 例子\n>   ```output\n>   新\n>   ```\n")
      // Nothing to replace: byte-identical.
      #expect(Blesser.bless(note, replacements: []) == note)
    }

    @Test func blessedTextKeepsTheBlockShapeAndMatchingPatterns() {
      let run = RunOutput(steps: [
        RunOutput.Step(step: nil, console: ["Model id:41 init", "첫 화면"], bodies: ["Root"]),
        RunOutput.Step(step: #"tap "+1""#, console: ["count 1"], bodies: ["Root", "Counter"]),
        RunOutput.Step(step: "back", console: [], bodies: []),
      ])
      // A plain block stays plain; `{int}` that still matches is kept.
      let plain = ExpectedOutput.parse(
        fencedBlock("Model id:{int} init\nold\n", info: "output", fenceLine: 1), path: "n.md"
      ).0
      #expect(
        BlessedOutput.text(for: run, replacing: plain) == "Model id:{int} init\n첫 화면\ncount 1\n")
      // A block with headers and bodies keeps its shape: bodies where the author checks them,
      // and for steps it did not have yet.
      let parts = ExpectedOutput.parse(
        fencedBlock("bodies: Root\n...\n-- tap \"+1\"\ncount 0\n", info: "output", fenceLine: 1),
        path: "n.md"
      ).0
      #expect(
        BlessedOutput.text(for: run, replacing: parts) == """
          bodies: Root
          ...
          -- tap "+1"
          count 1
          -- back
          bodies: none

          """)
      // The blessed text matches the run it came from.
      for expected in [plain, parts] {
        let blessed = ExpectedOutput.parse(
          fencedBlock(
            BlessedOutput.text(for: run, replacing: expected), info: "output", fenceLine: 1),
          path: "n.md"
        ).0
        #expect(OutputMatcher.check(blessed, against: run, path: "n.md").isEmpty)
      }
    }

    /// A printed line that reads as output syntax is written behind `\`: the blessed block
    /// matches that run and no other, and the next build reads no header or check into it.
    @Test func printedSyntaxIsBlessedLiterally() {
      let printed = [
        "...", "-- tap \"몰래\"", "bodies: none", "shows: 合格", "id {int}", "\\path", "plain",
      ]
      let run = RunOutput(steps: [RunOutput.Step(step: nil, console: printed, bodies: [])])
      let old = ExpectedOutput.parse(
        fencedBlock("old\n", info: "output", fenceLine: 1), path: "n.md"
      ).0
      let text = BlessedOutput.text(for: run, replacing: old)
      #expect(
        text == "\\...\n\\-- tap \"몰래\"\n\\bodies: none\n\\shows: 合格\n\\id {int}\n\\\\path\nplain\n"
      )
      let (blessed, diagnostics) = ExpectedOutput.parse(
        fencedBlock(text, info: "output", fenceLine: 1), path: "n.md")
      #expect(diagnostics.isEmpty)
      #expect(!blessed.hasHeaders && !blessed.statesBodies && blessed.parts[0].screenChecks.isEmpty)
      #expect(OutputMatcher.check(blessed, against: run, path: "n.md").isEmpty)
      // Another run that `...` or `{int}` read as patterns would have let through fails.
      var changed = printed
      changed[0] = "something else"
      changed[4] = "id 7"
      for console in [changed, Array(printed.dropFirst())] {
        let other = RunOutput(steps: [RunOutput.Step(step: nil, console: console, bodies: [])])
        #expect(!OutputMatcher.check(blessed, against: other, path: "n.md").isEmpty)
      }
    }
  }
}
