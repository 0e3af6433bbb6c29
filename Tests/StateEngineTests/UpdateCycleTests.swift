import EngineInterface
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Inner: View {
  let value: Int
  var body: some View { Text("Inner \(value)") }
}

private struct Outer: View {
  @State var a = 0
  @State var b = 0

  var body: some View {
    VStack {
      Text("Outer \(a)")
      Inner(value: b)
      Button("Both") {
        b += 1
        a += 1
        b += 1
      }
    }
  }
}

private struct Dice: View {
  @State var rolls: [Int] = []

  var body: some View {
    VStack {
      Text("Rolls \(rolls.map(String.init).joined(separator: ","))")
      Button("Roll") { rolls.append(Int.random(in: 1...6)) }
    }
  }
}

private struct Chatty: View {
  let label: String
  @State var count = 0

  var body: some View {
    let _ = Self._printChanges()
    Button("\(label) \(count)") { count += 1 }
  }
}

private struct ChattyParent: View {
  @State var label = "A"

  var body: some View {
    VStack {
      Chatty(label: label)
      Button("Relabel") { label = "B" }
    }
  }
}

private struct Appearing: View {
  @State var shows = false
  @State var log = ""

  var body: some View {
    VStack {
      Text("Log \(log)")
      if shows {
        Text("Detail")
          .onAppear { log += "appear;" }
          .onDisappear { log += "disappear;" }
      }
      Button("Flip") { shows.toggle() }
    }
  }
}

extension Engine {
  @Suite struct UpdateCycle {
    @Test func eachBodyRunsAtMostOncePerUpdateParentsFirst() throws {
      let host = ViewHost(Outer())
      try host.tap("Both")
      #expect(bodyNames(host.reports.last!) == ["Outer", "Inner"])
      #expect(host.snapshotHTML().contains("Inner 2"))
    }

    @Test func appearanceEffectsRunAfterTheUpdate() throws {
      let host = ViewHost(Appearing())
      try host.tap("Flip")
      #expect(host.snapshotHTML().contains("Log appear;"))
      try host.tap("Flip")
      #expect(host.snapshotHTML().contains("Log appear;disappear;"))
    }

    @Test func randomValuesAreSeeded() {
      SeededRandom.reset()
      let first = (0..<5).map { _ in Int.random(in: 1...100) }
      SeededRandom.reset()
      let second = (0..<5).map { _ in Int.random(in: 1...100) }
      #expect(first == second)
      #expect(Set(first).count > 1)
      #expect(first.allSatisfy { (1...100).contains($0) })
    }

    @Test func replayingTheSameActionsGivesTheSameReports() throws {
      func run() throws -> [StepReport] {
        let host = ViewHost(Dice())
        try host.tap("Roll")
        try host.tap("Roll")
        return host.reports
      }
      let first = try run()
      #expect(try run() == first)
    }

    @Test func printChangesUsesSwiftUIsFormat() throws {
      let host = ViewHost(ChattyParent())
      #expect(host.reports[0].console == ["Chatty: @self, @identity, _count changed."])
      try host.tap("A 0")
      #expect(host.reports.last?.console == ["Chatty: _count changed."])
      try host.tap("Relabel")
      #expect(host.reports.last?.console == ["Chatty: @self changed."])
    }
  }
}
