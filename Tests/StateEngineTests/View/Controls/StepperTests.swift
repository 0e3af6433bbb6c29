import Testing

@testable import EngineHost
@testable import StateEngine

private struct TwoSteppers: View {
  @State private var cups = 0
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Stepper(value: $cups, in: 0...2, step: 2) {
        Text("Cups \(cups)")
      }
      Stepper("Log \(log.joined())") {
        log.append("+")
      } onDecrement: {
        log.append("-")
      }
    }
  }
}

/// The label first, as Apple's documentation writes the initializers since iOS 14.
private struct LabelFirstSteppers: View {
  @State private var level = 1
  @State private var count = 0

  var body: some View {
    VStack {
      Stepper(value: $level, in: 1...3) {
        Text("Level \(level)")
      } onEditingChanged: { editing in
        print("editing \(editing)")
      }
      Stepper {
        Text("Count \(count)")
      } onIncrement: {
        count += 5
      } onDecrement: {
        count -= 5
      }
    }
  }
}

/// Steppers given a format style, with a view label and with a title.
private struct FormattedSteppers: View {
  @State private var volume = 0.5
  @State private var speed = 1.0

  var body: some View {
    VStack {
      Stepper(value: $volume, in: 0...1, step: 0.25, format: .percent) {
        Text("Volume \(volume)")
      }
      Stepper("Speed \(speed)", value: $speed, step: 0.5, format: .number)
    }
  }
}

extension Engine {
  @Suite struct Steppers {
    /// `Stepper(value:in:step:label:)`: "If the resulting value would be outside of this range,
    /// the stepper doesn't change the value"; `Stepper(_:onIncrement:onDecrement:)` calls the
    /// closures (Apple's documentation of `Stepper`).
    @Test func valueAndActionFormsStep() throws {
      let host = ViewHost(TwoSteppers())
      try host.tap("+", index: 1)
      #expect(host.snapshotHTML().contains("Cups 2"))
      try host.tap("+", index: 1)
      #expect(host.snapshotHTML().contains("Cups 2"))
      try host.tap("−", index: 1)
      #expect(host.snapshotHTML().contains("Cups 0"))
      try host.tap("+", index: 2)
      try host.tap("−", index: 2)
      #expect(host.snapshotHTML().contains("Log +-"))
    }

    /// `init(value:in:step:label:onEditingChanged:)` and `init(label:onIncrement:onDecrement:)`:
    /// `onEditingChanged` is "called with `true` when editing begins and `false` when it ends"
    /// (Apple's documentation of `Stepper`); a tap is one edit.
    @Test func labelFirstFormsStepAndSayWhenEditingBeginsAndEnds() throws {
      let host = ViewHost(LabelFirstSteppers())
      try host.tap("+", index: 1)
      #expect(host.snapshotHTML().contains("Level 2"))
      #expect(host.reports.last?.console == ["editing true", "editing false"])
      try host.tap("+", index: 2)
      #expect(host.snapshotHTML().contains("Count 5"))
      #expect(host.reports.last?.console == [])
    }

    /// `init(value:in:step:format:label:onEditingChanged:)` and `init(_:value:step:format:…)`
    /// step "displaying its value with an applied format style" (Apple's documentation) where a
    /// stepper has a field for it; on iOS the label is all they show, and they step as the forms
    /// without a format do, within their bounds.
    @Test func formatFormsStepWithinTheirBounds() throws {
      let host = ViewHost(FormattedSteppers())
      try host.tap("+", index: 1)
      #expect(host.snapshotHTML().contains("Volume 0.75"))
      try host.tap("+", index: 1)
      try host.tap("+", index: 1)
      #expect(host.snapshotHTML().contains("Volume 1.0"))
      try host.tap("−", index: 2)
      #expect(host.snapshotHTML().contains("Speed 0.5"))
    }
  }
}
