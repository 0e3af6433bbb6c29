import Testing

@testable import DocBuildKit

extension CheckTests {
  /// Text checks addressed as actions address controls: `shows: Milk in RowView` looks only inside
  /// that view's subtree, `#n` picks the n-th place, and a text in several places with neither is
  /// an error listing them.
  @Suite struct ScopedTextCheckTests {
    /// A heading and two rows, each view of the note's own marked as the engine marks it.
    static let pantry =
      "<!--in PantryView--><div class=\"ui-vstack\">"
      + "<!--in Header--><p class=\"ui-text\">Milk</p><!--/in-->"
      + "<!--in RowView--><div class=\"ui-hstack\"><p class=\"ui-text\">Milk</p><p class=\"ui-text\">0</p></div><!--/in-->"
      + "<!--in RowView--><div class=\"ui-hstack\"><p class=\"ui-text\">Eggs</p><p class=\"ui-text\">0</p></div><!--/in-->"
      + "<p class=\"ui-text\">Order #2</p><p class=\"ui-text\">Signed in Alice</p>"
      + "</div><!--/in-->"

    func expected(_ code: String) -> ExpectedOutput {
      ExpectedOutput.parse(fencedBlock(code, info: "output", fenceLine: 10), path: "en/a.md").0
    }

    func check(_ lines: String) -> [Diagnostic] {
      let run = RunOutput(steps: [
        RunOutput.Step(
          step: nil, console: [], bodies: ["PantryView"],
          screen: Screen(snapshotHTML: Self.pantry))
      ])
      return OutputMatcher.check(expected(lines), against: run, path: "en/a.md")
    }

    @Test func eachTextKnowsTheViewsItSitsIn() {
      let screen = Screen(snapshotHTML: Self.pantry)
      #expect(
        screen.shown(in: .screen).prefix(3) == [
          Screen.Text("Milk", in: ["Header", "PantryView"]),
          Screen.Text("Milk", in: ["RowView", "PantryView"]),
          Screen.Text("0", in: ["RowView", "PantryView"]),
        ])
      #expect(screen.texts(in: .screen).last == "Signed in Alice")
    }

    @Test func aViewAndAnIndexNarrowTheCheck() {
      let lines = """
        shows: Milk in RowView
        shows: Milk in Header
        hides: Eggs in Header
        shows: Eggs in RowView #1
        shows: 0 in RowView #2
        hides: 0 in RowView #3
        hides: Bread in RowView
        shows: "Milk" in Header
        """
      #expect(check(lines).isEmpty, "\(check(lines).map(\.formatted))")
      #expect(
        expected(lines).parts[0].screenChecks.map(\.line)
          == lines.split(separator: "\n").map(
            String.init))
    }

    @Test func aFailingScopedCheckShowsWhatTheViewReallyShows() throws {
      let mismatch = try #require(check("shows: Eggs in Header\n").first)
      #expect(mismatch.notes.contains("-shows: Eggs in Header"))
      #expect(mismatch.notes.contains("+hides: Eggs in Header"))
    }

    @Test func aTextInSeveralPlacesIsAnErrorListingThem() throws {
      let diagnostics = check("shows: Milk\nshows: 0 in RowView\n")
      #expect(
        diagnostics.map(\.message) == [
          "2 texts read \"Milk\"; name the view with `in` or pick one with `#2`: #1 (in Header, PantryView), #2 (in RowView, PantryView)",
          "2 texts read \"0\" in RowView; name the view with `in` or pick one with `#2`: #1 (in RowView, PantryView), #2 (in RowView, PantryView)",
        ])
      #expect(diagnostics.map(\.range?.start.line) == [11, 12])
    }

    @Test func anAnimatedTextIsScopedTheSameWay() throws {
      let html =
        "<!--in Board--><!--in Score--><div class=\"ui-animated\" data-animation=\"spring\">"
        + "<p class=\"ui-text\">2</p></div><!--/in--><!--in Timer--><p class=\"ui-text\">2</p><!--/in--><!--/in-->"
      let run = RunOutput(steps: [
        RunOutput.Step(
          step: nil, console: [], bodies: ["Board"], screen: Screen(snapshotHTML: html))
      ])
      let holds = expected("animates: 2 in Score\n")
      #expect(OutputMatcher.check(holds, against: run, path: "en/a.md").isEmpty)
      let mismatch = try #require(
        OutputMatcher.check(expected("animates: 2 in Timer\n"), against: run, path: "en/a.md").first
      )
      #expect(mismatch.notes.contains("-animates: 2 in Timer"))
      #expect(mismatch.notes.contains("+animates: 2"))
    }

    /// A text that itself ends like an address is still found as written.
    @Test func aTextThatLooksLikeAnAddressReadsAsWritten() {
      #expect(check("shows: Order #2\nshows: Signed in Alice\n").isEmpty)
    }
  }
}
