import EngineInterface
import Testing

@testable import DocBuildKit

extension CheckTests {
  /// The search for the actions after which a program prints a note's log, over an exploration
  /// written out by hand: a counter screen whose "+1" and "reset" buttons print.
  @Suite struct LogMatcherTests {
    static func tap(_ label: String) -> ExploredAction {
      ExploredAction(kind: "button", label: label, occurrence: 1)
    }

    /// first render → (+1) → state 1 → (+1) → state 2; each state can also "重置" back to 0.
    let exploration = ExplorationReport(
      states: ["0", "1", "2"], console: ["Counter init id:4711"], bodies: [],
      edges: [
        .init(from: 0, action: tap("+1"), to: 1, console: ["count:1"], bodies: []),
        .init(from: 0, action: tap("重置"), to: 0, console: ["reset"], bodies: []),
        .init(from: 1, action: tap("+1"), to: 2, console: ["count:2"], bodies: []),
        .init(
          from: 1, action: tap("重置"), to: 0,
          console: ["Counter deinit id:4711", "Counter init id:5120", "reset"], bodies: []),
        .init(from: 2, action: tap("重置"), to: 0, console: ["reset"], bodies: []),
      ], complete: true)

    func verdict(_ log: [String]) -> LogVerdict {
      LogMatcher.verdict(log: log, exploration: exploration)
    }

    @Test func aLogPrintedAfterTwoActionsIsFoundWithTheShortestSequence() throws {
      guard case .reproduced(let found, let search) = verdict(["count:1", "count:2"]) else {
        Issue.record("not reproduced")
        return
      }
      #expect(found.actions == [Self.tap("+1"), Self.tap("+1")])
      #expect(found.matched == ["count:1", "count:2"])
      #expect(search.maximumActions == 3)
      #expect(search.sequences > 1)
      #expect(
        verdict(["count:1", "count:2"]).explanation == #"log reproduced after: tap "+1", tap "+1""#)
    }

    @Test func aLogThatIsOnlyTheEndOfTheRunStartsAtAnyStep() {
      guard case .reproduced(let found, _) = verdict(["count:2", "reset"]) else {
        Issue.record("not reproduced")
        return
      }
      #expect(found.actions.map(\.label) == ["+1", "+1", "重置"])
    }

    @Test func varyingIdsAreMatchedConsistently() {
      // The note's ids are other numbers, but the same object keeps the same id.
      let log = ["Counter deinit id:318", "Counter init id:902"]
      guard case .reproduced(let found, _) = verdict(log) else {
        Issue.record("not reproduced")
        return
      }
      #expect(found.actions.map(\.label) == ["+1", "重置"])
      #expect(found.varied == ["4711", "5120"])
      // One id for two objects: the run has two.
      guard case .contradicted = verdict(["Counter deinit id:318", "Counter init id:318"]) else {
        Issue.record("two objects matched one id")
        return
      }
    }

    @Test func smallNumbersAreWhatTheNoteClaims() {
      guard case .contradicted = verdict(["count:1", "count:3"]) else {
        Issue.record("a count matched another count")
        return
      }
    }

    @Test func aContradictedLogGivesTheClosestRunsDiff() {
      guard case .contradicted(let closest, let diff, let search, _) = verdict(["count:1", "카운트:9"])
      else {
        Issue.record("reproduced")
        return
      }
      #expect(closest == [Self.tap("+1")])
      #expect(diff == [" count:1", "-카운트:9"])
      #expect(search.sequences == 6)
      #expect(verdict(["count:1", "카운트:9"]).explanation == "log not reproduced")
    }

    @Test func onlySequencesTheExplorerRanAreSearched() {
      // "重置" leads back to the first render's screen: what "+1" printed was recorded after the
      // first render, not after a reset, so the sequence is not searched, and the search says so.
      let verdict = verdict(["reset", "count:1"])
      guard case .contradicted(_, _, let search, _) = verdict else {
        Issue.record("reproduced through a merged state")
        return
      }
      #expect(!search.exhaustive)
    }

    @Test func continuationsCarryTheSearchThroughAMergedState() {
      var traced = exploration
      traced.continuations = [
        .init(after: [Self.tap("重置")], action: Self.tap("+1"), console: ["count:1"]),
        .init(
          after: [Self.tap("重置"), Self.tap("+1")], action: Self.tap("+1"), console: ["count:2"]),
      ]
      let verdict = LogMatcher.verdict(log: ["reset", "count:1", "count:2"], exploration: traced)
      guard case .reproduced(let found, _) = verdict else {
        Issue.record("not reproduced through the continuations")
        return
      }
      #expect(found.actions.map(\.label) == ["重置", "+1", "+1"])
    }

    @Test func theSearchStopsAtItsLimitsAndSaysSo() {
      let verdict = LogMatcher.verdict(
        log: ["never"], exploration: exploration, limits: .init(actions: 5, sequences: 4))
      #expect(verdict.search?.sequences == 4)
      #expect(verdict.search?.exhaustive == false)
    }

    @Test func debuggerTranscriptsAndCrashLogsAreNamed() {
      #expect(
        ConsoleLogDetector.kind(of: ["(lldb) po model", "<Model: 0x600003a1c0>"])
          == .debuggerTranscript)
      #expect(
        ConsoleLogDetector.kind(of: ["(App.Model) $R3 = 0x00006000034c24c0 (count = 0)"])
          == .debuggerTranscript)
      #expect(
        ConsoleLogDetector.kind(of: ["Fatal error: Index out of range"]) == .crashLog)
      #expect(ConsoleLogDetector.kind(of: ["Model init id:12"]) == .programOutput)
    }
  }
}
