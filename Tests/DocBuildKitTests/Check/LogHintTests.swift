import EngineInterface
import Testing

@testable import DocBuildKit

extension CheckTests {
  /// A log no run reproduces says why none could, when the log shows it: the author's words
  /// inside the fence, or more lines than the search's actions print.
  @Suite struct LogHintTests {
    /// A counter: the first render prints nothing, each tap of "+1" prints one line.
    let exploration = ExplorationReport(
      states: ["0", "1", "2", "3"], console: [], bodies: [],
      edges: [
        .init(
          from: 0, action: ExploredAction(kind: "button", label: "+1", occurrence: 1), to: 1,
          console: ["1"], bodies: []),
        .init(
          from: 1, action: ExploredAction(kind: "button", label: "+1", occurrence: 1), to: 2,
          console: ["2"], bodies: []),
        .init(
          from: 2, action: ExploredAction(kind: "button", label: "+1", occurrence: 1), to: 3,
          console: ["3"], bodies: []),
      ], complete: true)

    func hints(_ log: [String]) -> [LogHint] {
      guard
        case .contradicted(_, _, _, let hints) = LogMatcher.verdict(
          log: log, exploration: exploration)
      else { return [] }
      return hints
    }

    @Test func aLogLongerThanAnySearchedRunNeedsMoreActions() {
      #expect(hints(["1", "2", "3", "4", "5"]) == [.longerThanSearch(lines: 5, printed: 3)])
      let en = LogHint.longerThanSearch(lines: 5, printed: 3).text(in: .en)
      #expect(en.contains("needs a longer run (more actions) than the search makes"), "\(en)")
      let ko = LogHint.longerThanSearch(lines: 5, printed: 3).text(in: .ko)
      #expect(ko.contains("로그는 5줄인데"), "\(ko)")
    }

    @Test func theAuthorsWordsInTheFenceAreSaid() {
      #expect(hints(["점수는 다음과 같이 바뀝니다:", "1", "5"]) == [.prose("점수는 다음과 같이 바뀝니다:")])
      // Words such as `as` count, though Swift keeps them.
      #expect(
        hints(["Prints as below:", "1", "2", "3", "4"])
          == [.prose("Prints as below:"), .longerThanSearch(lines: 5, printed: 3)])
    }

    /// A log the search could have printed but did not has no hint: it is simply not the run's.
    @Test func aShortLogThatDiffersHasNoHint() {
      #expect(hints(["1", "7"]).isEmpty)
    }

    /// The page says the hint before the closest run's diff.
    @Test func thePageSaysTheHint() {
      let verdict = LogMatcher.verdict(log: ["1", "2", "3", "4", "5"], exploration: exploration)
      let html = LogVerdictRenderer.html(verdict, language: .en)
      #expect(html.contains("The log has 5 lines"), "\(html)")
    }
  }
}
