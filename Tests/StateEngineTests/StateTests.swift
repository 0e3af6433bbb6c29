import Testing

@testable import EngineHost
@testable import StateEngine

private struct Stepper: View {
  @State private var value: Int

  init(start: Int) {
    _value = State(initialValue: start)
  }

  var body: some View {
    Button("Value \(value)") { value += 1 }
  }
}

private struct StepperParent: View {
  @State var start = 0

  var body: some View {
    VStack {
      Stepper(start: start)
      Button("Start at 5") { start = 5 }
    }
  }
}

private struct AssignsInInit: View {
  @State var value = 1

  init() {
    value = 99
  }

  var body: some View {
    Text("Value \(value)")
  }
}

private struct UnreadState: View {
  @State var shown = 0
  @State var hidden = 0

  var body: some View {
    VStack {
      Text("Shown \(shown)")
      Button("Bump hidden") { hidden += 1 }
      Button("Same shown") { shown = 0 }
      Button("Bump shown") { shown += 1 }
    }
  }
}

private struct WritesDuringBody: View {
  @State var value = 0

  var body: some View {
    value = 3
    return Text("Value \(value)")
  }
}

extension Engine {
  @Suite struct StateStorage {
    @Test func theInitialValueIsUsedOnlyWhenTheNodeIsCreated() throws {
      let host = ViewHost(StepperParent())
      try host.tap("Value 0")
      try host.tap("Start at 5")
      #expect(host.snapshotHTML().contains("Value 1"))
      #expect(!host.snapshotHTML().contains("Value 5"))
    }

    @Test func assigningStateInInitHasNoEffect() {
      let host = ViewHost(AssignsInInit())
      #expect(host.snapshotHTML() == "<p class=\"ui-text\">Value 1</p>")
    }

    @Test func aStateTheBodyNeverReadsDoesNotRerunIt() throws {
      let host = ViewHost(UnreadState())
      try host.tap("Bump hidden")
      #expect(host.reports.last?.bodies == [])
    }

    @Test func writingAnEqualValueDoesNothing() throws {
      let host = ViewHost(UnreadState())
      try host.tap("Same shown")
      #expect(host.reports.last?.bodies == [])
      try host.tap("Bump shown")
      #expect(bodyNames(host.reports.last!) == ["UnreadState"])
    }

    @Test func writingDuringABodyWarnsAndIsDropped() {
      let host = ViewHost(WritesDuringBody())
      #expect(
        host.reports[0].console == [
          "Modifying state during view update, this will cause undefined behavior."
        ])
      #expect(host.snapshotHTML().contains("Value 0"))
    }
  }
}
