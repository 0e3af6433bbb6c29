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

    @Test func aFloatSliderWithoutAStepTakesAnyValue() throws {
      let host = ViewHost(FloatSlider())
      try host.drag("Level", to: 0.25)
      #expect(host.snapshotHTML().contains("Level 0.25"))
    }
  }
}
