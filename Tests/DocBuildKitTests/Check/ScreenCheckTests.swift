import Testing

@testable import DocBuildKit

extension CheckTests {
  @Suite struct ScreenCheckTests {
    /// A snapshot as the engine writes it: a screen with a switch, then a sheet on top.
    static let snapshot =
      "<div class=\"ui-vstack\"><p class=\"ui-text\">Age: 13</p>"
      + "<label class=\"ui-toggle\"><span>Enabled</span><input type=\"checkbox\" role=\"switch\"></label>"
      + "<label class=\"ui-toggle\"><span>Wi-Fi</span><input type=\"checkbox\" role=\"switch\" checked></label>"
      + "<button class=\"ui-button\">Tom &amp; Jerry</button></div>"
      + "<div class=\"ui-sheet\"><p class=\"ui-text\">n = 0</p></div>"

    func expected(_ code: String) -> ExpectedOutput {
      ExpectedOutput.parse(fencedBlock(code, info: "output", fenceLine: 10), path: "en/a.md").0
    }

    func run(_ html: String = snapshot) -> RunOutput {
      RunOutput(steps: [
        RunOutput.Step(step: nil, console: [], bodies: ["A"]),
        RunOutput.Step(
          step: #"tap "Go""#, console: ["went"], bodies: ["A"],
          screen: Screen(snapshotHTML: html)),
      ])
    }

    @Test func theSnapshotReadsAsLayersOfTextsAndSwitches() {
      let screen = Screen(snapshotHTML: Self.snapshot)
      #expect(screen.texts(in: .screen) == ["Age: 13", "Enabled", "Wi-Fi", "Tom & Jerry", "n = 0"])
      #expect(screen.texts(in: .sheet) == ["n = 0"])
      #expect(screen.texts(in: .alert).isEmpty)
      #expect(
        screen.toggles == [
          Screen.Toggle(label: "Enabled", isOn: false), Screen.Toggle(label: "Wi-Fi", isOn: true),
        ])
    }

    /// A sheet leaves the screen under it in sight; a full-screen cover "covers as much of the
    /// screen as possible" (Apple's documentation of `fullScreenCover(isPresented:onDismiss:content:)`),
    /// so what is under it is not shown.
    @Test func aFullScreenCoverHidesTheLayersUnderIt() {
      let covered = Screen(
        snapshotHTML: "<p class=\"ui-text\">Home</p>"
          + "<div class=\"ui-sheet\"><p class=\"ui-text\">Sheet</p>"
          + "<div class=\"ui-sheet ui-cover\"><p class=\"ui-text\">Tour</p></div></div>")
      #expect(covered.texts(in: .screen) == ["Tour"])
      #expect(covered.texts(in: .sheet) == ["Tour"])
      let sheet = Screen(
        snapshotHTML:
          "<p class=\"ui-text\">Home</p><div class=\"ui-sheet\"><p class=\"ui-text\">Sheet</p></div>"
      )
      #expect(sheet.texts(in: .screen) == ["Home", "Sheet"])
    }

    @Test func screenLinesAreChecksAndOtherLinesStayConsoleLines() {
      let output = expected(
        """
        -- tap "Go"
        shows: Age: 13
        hides: Age: 14
        toggle Enabled: off
        sheet: shows n = 0
        alert: hides Saved
        went
        toggle "Enabled"
        """)
      let part = output.parts[1]
      #expect(
        part.screenChecks.map(\.line) == [
          "shows: Age: 13", "hides: Age: 14", "toggle Enabled: off", "sheet: shows n = 0",
          "alert: hides Saved",
        ])
      #expect(part.screenChecks.map(\.noteLine) == [12, 13, 14, 15, 16])
      #expect(part.lines.map(\.text) == ["went", #"toggle "Enabled""#])
    }

    @Test func checksThatHoldMatch() {
      let output = expected(
        """
        -- tap "Go"
        shows: Age: 13
        shows: Tom & Jerry
        hides: Age: 14
        toggle Enabled: off
        toggle Wi-Fi: on
        sheet: shows n = 0
        sheet: hides Age: 13
        went
        """)
      #expect(OutputMatcher.check(output, against: run(), path: "en/a.md").isEmpty)
    }

    @Test func aFailingCheckIsAMismatchAtItsLineWithWhatTheScreenShows() throws {
      let output = expected(
        """
        -- tap "Go"
        shows: Age: 13
        sheet: shows n = 1
        toggle Wi-Fi: off
        went
        """)
      let diagnostics = OutputMatcher.check(output, against: run(), path: "en/a.md")
      let mismatch = try #require(diagnostics.first)
      #expect(mismatch.range?.start.line == 13)
      #expect(mismatch.notes.contains("-sheet: shows n = 1"))
      #expect(mismatch.notes.contains("+sheet: hides n = 1"))
      #expect(mismatch.notes.contains("-toggle Wi-Fi: off"))
      #expect(mismatch.notes.contains("+toggle Wi-Fi: on"))
      #expect(mismatch.notes.contains(" shows: Age: 13"))
    }

    @Test func aSwitchThatIsNotThereNeverMatches() {
      let output = expected("-- tap \"Go\"\ntoggle Bluetooth: off\nwent\n")
      #expect(!OutputMatcher.check(output, against: run(), path: "en/a.md").isEmpty)
    }

    /// Blessing writes screen checks only where the author wrote them, flipped to what is shown.
    @Test func blessingRewritesTheChecksTheAuthorWrote() {
      let output = expected(
        """
        -- tap "Go"
        sheet: shows n = 1
        toggle Wi-Fi: off
        went
        """)
      #expect(
        BlessedOutput.text(for: run(), replacing: output)
          == "-- tap \"Go\"\nsheet: hides n = 1\ntoggle Wi-Fi: on\nwent\n")
      #expect(BlessedOutput.text(for: run(), replacing: expected("went\n")) == "went\n")
    }

    /// Two switches labelled alike, in different views, and a focused field, as the engine draws
    /// them.
    static let slots =
      "<div class=\"ui-vstack\">"
      + "<label class=\"ui-toggle\" data-in=\"SlotA ContentView\"><span>On</span><input type=\"checkbox\" role=\"switch\" checked></label>"
      + "<label class=\"ui-toggle\" data-in=\"SlotB ContentView\"><span>On</span><input type=\"checkbox\" role=\"switch\"></label>"
      + "<div class=\"ui-focused\"><input class=\"ui-textfield\" type=\"text\" placeholder=\"Email\" value=\"\"></div>"
      + "<input class=\"ui-textfield\" type=\"text\" placeholder=\"Name\" value=\"\"></div>"

    @Test func switchesAreAddressedAsActionsAddressThem() {
      let output = expected(
        """
        -- tap "Go"
        toggle "On" in SlotA: on
        toggle "On" in SlotB: off
        toggle "On" #2: off
        toggle "On" in ContentView #1: on
        focus: Email
        went
        """)
      #expect(
        output.parts[1].screenChecks.map(\.line) == [
          #"toggle "On" in SlotA: on"#, #"toggle "On" in SlotB: off"#, #"toggle "On" #2: off"#,
          #"toggle "On" in ContentView #1: on"#, "focus: Email",
        ])
      #expect(OutputMatcher.check(output, against: run(Self.slots), path: "en/a.md").isEmpty)
    }

    @Test func aLabelOfSeveralSwitchesWithoutInOrNumberIsAnErrorListingThem() throws {
      let output = expected("-- tap \"Go\"\ntoggle On: on\nwent\n")
      let diagnostics = OutputMatcher.check(output, against: run(Self.slots), path: "en/a.md")
      let error = try #require(diagnostics.first)
      #expect(diagnostics.count == 1)
      #expect(error.range?.start.line == 12)
      #expect(
        error.message
          == "2 toggles are labelled \"On\"; name the view with `in` or pick one with `#2`: #1 (in SlotA, ContentView), #2 (in SlotB, ContentView)"
      )
    }

    @Test func focusIsCheckedAgainstTheFieldInTheFocusRing() throws {
      let output = expected("-- tap \"Go\"\nfocus: Name\nwent\n")
      let mismatch = try #require(
        OutputMatcher.check(output, against: run(Self.slots), path: "en/a.md").first)
      #expect(mismatch.notes.contains("-focus: Name"))
      #expect(mismatch.notes.contains("+focus: Email"))
      let none = expected("-- tap \"Go\"\nfocus: none\nwent\n")
      #expect(OutputMatcher.check(none, against: run(), path: "en/a.md").isEmpty)
    }

    /// A step whose update animated one text and only changed another, as the engine draws it.
    static let animated =
      "<div class=\"ui-vstack\"><div class=\"ui-animated\" data-animation=\"spring\">"
      + "<div class=\"ui-modified\" data-scale=\"2\"><p class=\"ui-text\">점수 2</p></div></div>"
      + "<p class=\"ui-text\">已保存</p></div>"

    @Test func animatesIsCheckedAgainstTheTextsTheStepAnimated() throws {
      #expect(Screen(snapshotHTML: Self.animated).animatedTexts == ["점수 2"])
      let holds = expected("-- tap \"Go\"\nanimates: 점수 2\nwent\n")
      #expect(OutputMatcher.check(holds, against: run(Self.animated), path: "ko/a.md").isEmpty)
      let onlyChanged = expected("-- tap \"Go\"\nanimates: 已保存\nwent\n")
      let mismatch = try #require(
        OutputMatcher.check(onlyChanged, against: run(Self.animated), path: "zh/a.md").first)
      #expect(mismatch.notes.contains("-animates: 已保存"))
      #expect(mismatch.notes.contains("+animates: 점수 2"))
      let none = expected("-- tap \"Go\"\nanimates: none\nwent\n")
      #expect(OutputMatcher.check(none, against: run(), path: "en/a.md").isEmpty)
      #expect(!OutputMatcher.check(none, against: run(Self.animated), path: "en/a.md").isEmpty)
    }
  }
}
