import EngineInterface
import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct StepCounter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("+") {
        count += 1
        print("count is \(count)")
      }
      Button("Reset") { count = 0 }
      Button("Never") {}.disabled(true)
    }
  }
}

private struct Greeting: View {
  @State private var name = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Text(name.isEmpty ? "Who are you?" : "Hello, \(name)")
    }
  }
}

private struct HiddenTally: View {
  @State private var hidden = 0

  var body: some View {
    Button("Tap") {
      hidden += 1
      print("hidden = \(hidden)")
    }
  }
}

private struct TwoTaps: View {
  var body: some View {
    VStack {
      Button("Go") { print("first") }
      Button("Go") { print("second") }
    }
  }
}

private struct Library: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Details") { Text("Inside") }
        .navigationTitle("Library")
    }
  }
}

extension Engine {
  @Suite struct Exploring {
    private func explore<Root: View>(
      _ makeRoot: @escaping () -> Root, scenario: [UserAction] = [],
      budget: Explorer.Budget = .init()
    ) -> ExplorationReport {
      Explorer(makeHost: { ViewHost(makeRoot()) }, scenario: scenario, budget: budget).explore()
    }

    @Test func statesAreScreensReachedBreadthFirstUpToTheDepth() throws {
      let report = explore { StepCounter() }
      // Count 0 to 6: the screen at depth 6 is recorded but not explored further.
      #expect(report.states.count == 7)
      #expect(report.states[3].contains("Count: 3"))
      #expect(!report.complete)
      let fromZero = report.edges.filter { $0.from == 0 }
      #expect(fromZero.map(\.action.label) == ["+", "Reset"], "the disabled button is not tried")
      #expect(fromZero.map(\.to) == [1, 0], "Reset at 0 is the same screen: the same state")
      #expect(fromZero[0].console == ["count is 1"])
      #expect(fromZero[0].bodies.map(\.view) == ["StepCounter"])
      // Each of the six explored states has both actions; nothing else.
      #expect(report.edges.count == 12)
      let fromThree = try #require(report.edges.first { $0.from == 3 && $0.action.label == "+" })
      #expect(fromThree.to == 4)
      #expect(fromThree.console == ["count is 4"], "a replayed path prints nothing of its own")
    }

    @Test func theStateBudgetStopsTheExploration() {
      let report = explore({ StepCounter() }, budget: .init(states: 3, depth: 6, transitions: 256))
      #expect(report.states.count == 3)
      #expect(!report.complete)
      #expect(report.edges.allSatisfy { $0.to < 3 })
    }

    @Test func theTransitionBudgetStopsTheExploration() {
      let report = explore({ StepCounter() }, budget: .init(states: 64, depth: 6, transitions: 5))
      #expect(report.edges.count == 5)
      #expect(!report.complete)
    }

    @Test func explorationsAreDeterministic() throws {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let first = try encoder.encode(explore { StepCounter() })
      let second = try encoder.encode(explore { StepCounter() })
      #expect(first == second)
    }

    @Test func fieldsAreGivenTheWordsTheScenarioTyped() throws {
      let report = explore(
        { Greeting() },
        scenario: [
          .type("Ann", into: "Name", in: nil), .wait(seconds: 1),
          .type("Bo", into: "Name", in: nil),
        ])
      #expect(report.edges.filter { $0.from == 0 }.map(\.action.text) == ["Ann", "Bo"])
      // The scenario's three steps, the wait one of them, each a state.
      #expect(report.states.count == 4)
      #expect(report.edges[1].action.kind == ExploredAction.wait)
      #expect(report.states[1].contains("Hello, Ann"))
      #expect(report.complete)
      #expect(explore { Greeting() }.edges.isEmpty, "without words a field is not typed into")
    }

    @Test func theScenarioPathIsKeptStepByStepEvenWhereTheScreenDoesNotChange() throws {
      let report = explore(
        { HiddenTally() }, scenario: [.tap("Tap", in: nil), .tap("Tap", in: nil)])
      #expect(report.states.count == 3, "one state per scenario step, though all look the same")
      #expect(report.edges.prefix(2).map(\.console) == [["hidden = 1"], ["hidden = 2"]])
      #expect(report.edges.prefix(2).map(\.to) == [1, 2])
      // Exploring beyond the scenario finds no new screen: the third tap leads to the first state.
      #expect(report.edges.count == 3)
      #expect(report.edges[2].from == 2 && report.edges[2].to == 0)
      #expect(report.edges[2].console == ["hidden = 3"])
    }

    @Test func sequencesThroughAMergedStateAreRunOnForTheirConsole() throws {
      // Tapping leaves the screen as it was: one state, whose self-loop hides the second tap.
      let report = explore { HiddenTally() }
      #expect(report.states.count == 1)
      #expect(report.edges.map(\.console) == [["hidden = 1"]])
      let tap = report.edges[0].action
      #expect(
        report.continuations == [
          .init(after: [tap], action: tap, console: ["hidden = 2"]),
          .init(after: [tap, tap], action: tap, console: ["hidden = 3"]),
        ], "run up to the log search's three actions, no further")
      #expect(report.complete)
    }

    @Test func programsThatPrintNothingAreNotRunOn() {
      #expect(explore { StepCounter() }.continuations.count > 0)
      #expect(explore { Library() }.continuations.isEmpty)
    }

    @Test func scenarioStepsNameTheControlTheyUsed() throws {
      let report = explore({ TwoTaps() }, scenario: [.tap("Go", in: nil, index: 2)])
      let first = try #require(report.edges.first)
      #expect(first.action == ExploredAction(kind: "button", label: "Go", occurrence: 2))
      #expect(first.console == ["second"])
      #expect(report.edges.filter { $0.from == 0 }.count == 2, "the other Go is explored too")
    }

    @Test func pushedScreensCanBeLeftByGoingBack() throws {
      let report = explore { Library() }
      #expect(report.states.count == 2)
      #expect(report.states[1].contains("Inside"))
      let back = try #require(report.edges.first { $0.from == 1 })
      #expect(back.action.kind == "back")
      #expect(back.to == 0)
      #expect(report.complete)
    }
  }
}
