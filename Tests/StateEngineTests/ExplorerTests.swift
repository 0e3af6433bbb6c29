import Foundation
import Testing

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
      _ makeRoot: @escaping () -> Root, words: [String: [String]] = [:],
      budget: Explorer.Budget = .init()
    ) -> ExplorationReport {
      Explorer(makeHost: { ViewHost(makeRoot()) }, words: words, budget: budget).explore()
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
      let report = explore({ Greeting() }, words: ["Name": ["Ann", "Bo"]])
      #expect(report.edges.filter { $0.from == 0 }.map(\.action.text) == ["Ann", "Bo"])
      #expect(report.states.count == 3)
      #expect(report.states[1].contains("Hello, Ann"))
      #expect(report.complete)
      #expect(explore { Greeting() }.edges.isEmpty, "without words a field is not typed into")
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
