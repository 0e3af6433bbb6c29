import Testing

@testable import EngineHost
@testable import StateEngine

private struct CGFloatSlider: View {
  @State private var size: CGFloat = 10

  var body: some View {
    VStack {
      Text("Size \(Int(size))")
      Slider(value: $size, in: 10...50, step: 10) {
        Text("Size")
      } minimumValueLabel: {
        Text("10")
      } maximumValueLabel: {
        Text("50")
      }
    }
  }
}

private struct FloatSlider: View {
  @State private var level: Float = 0.5

  var body: some View {
    VStack {
      Text("Level \(level)")
      Slider(value: $level) { Text("Level") }
    }
  }
}

/// Two sliders with one label, one of them stepped, and one that says when it is being edited.
private struct TwinSliders: View {
  @State private var speed = 50.0

  var body: some View {
    VStack {
      Text("Speed \(Int(speed))")
      Slider(value: $speed, in: 0...100, step: 5) { Text("Speed") }
      Slider(value: $speed, in: 0...100) { Text("Speed") }
      Slider(value: $speed, in: 0...100) {
        Text("Watched")
      } onEditingChanged: { editing in
        print("editing \(editing)")
      }
    }
  }
}

extension Engine {
  @Suite struct Sliders {
    /// `Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)` takes
    /// a binding to any `BinaryFloatingPoint` whose stride is one too, and "the distance between
    /// each valid value" is its step (Apple's documentation of `Slider`).
    @Test func aCGFloatSliderKeepsToItsSteps() throws {
      let host = ViewHost(CGFloatSlider())
      try host.drag("Size", to: 33)
      #expect(host.snapshotHTML().contains("Size 30"))
      try host.drag("Size", to: 80)
      #expect(host.snapshotHTML().contains("Size 50"))
    }

    /// The first form, deprecated but still built, gives the end labels as views and the label
    /// last, as a trailing closure.
    @Test func theFirstFormTakesItsEndLabelsAsViews() throws {
      struct Volume: View {
        @State private var level = 2.0
        var body: some View {
          Text("Volume \(Int(level))")
          Slider(
            value: $level, in: 0...10, minimumValueLabel: Text("0"), maximumValueLabel: Text("10")
          ) {
            Text("Volume")
          }
          Slider(
            value: $level, in: 0...10, step: 2, minimumValueLabel: Text("0"),
            maximumValueLabel: Text("10")
          ) {
            Text("Stepped")
          }
        }
      }
      let host = ViewHost(Volume())
      try host.drag("Volume", to: 7)
      #expect(host.snapshotHTML().contains("Volume 7"))
      try host.drag("Stepped", to: 5.2)
      #expect(host.snapshotHTML().contains("Volume 6"))
    }

    @Test func aFloatSliderWithoutAStepTakesAnyValue() throws {
      let host = ViewHost(FloatSlider())
      try host.drag("Level", to: 0.25)
      #expect(host.snapshotHTML().contains("Level 0.25"))
    }

    /// Sliders labelled alike are picked as other controls are, by `#n` in the order they appear
    /// (the message of an ambiguous drag says so); the first one's step of 5 takes 73 to 75.
    @Test func oneOfTwoSlidersWithALabelIsPickedByItsPlace() throws {
      let host = ViewHost(TwinSliders())
      #expect(throws: HostError.self) { try host.drag("Speed", to: 73) }
      try host.drag("Speed", to: 73, index: 1)
      #expect(host.snapshotHTML().contains("Speed 75"))
      try host.drag("Speed", to: 73, in: "TwinSliders", index: 2)
      #expect(host.snapshotHTML().contains("Speed 73"))
    }

    /// `onEditingChanged` is "a callback for when editing begins and ends" (Apple's documentation
    /// of `Slider(value:in:label:onEditingChanged:)`); a drag is one edit, the value set between.
    @Test func aDragBeginsAndEndsAnEdit() throws {
      let host = ViewHost(TwinSliders())
      try host.drag("Watched", to: 20)
      #expect(host.snapshotHTML().contains("Speed 20"))
      #expect(host.reports.last?.console == ["editing true", "editing false"])
    }
  }
}
