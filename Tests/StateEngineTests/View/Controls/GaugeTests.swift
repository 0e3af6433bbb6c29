import Testing

@testable import EngineHost
@testable import StateEngine

/// A style that writes the gauge as a percentage, as Apple's documentation of `GaugeStyle`
/// suggests a custom style draws from `configuration.value`.
private struct PercentGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("\(Int(configuration.value * 100)) %")
    }
  }
}

private struct Battery: View {
  @State private var charge = 40.0

  var body: some View {
    VStack {
      Gauge(value: charge, in: 20...120) {
        Text("Battery")
      } currentValueLabel: {
        Text("\(Int(charge))")
      } minimumValueLabel: {
        Text("20")
      } maximumValueLabel: {
        Text("120")
      }
      Gauge(value: charge, in: 20...120) { Text("Styled") }.gaugeStyle(PercentGaugeStyle())
      Gauge(value: 300.0, in: 0...100) { Text("Over") }.gaugeStyle(.accessoryCircular)
      Button("Charge") { charge += 50 }
    }
  }
}

extension Engine {
  /// `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)` "creates a
  /// gauge showing a value within a range"; a `GaugeStyle`'s configuration gives "the current
  /// value of the gauge" as a fraction of the range, 0...1 (Apple's documentation of `Gauge`
  /// and `GaugeStyleConfiguration.value`).
  @Suite struct Gauges {
    @Test func aGaugeShowsItsPlaceInTheRangeWithItsLabels() throws {
      let host = ViewHost(Battery())
      let html = host.snapshotHTML()
      #expect(html.contains("<progress value=\"0.2\" max=\"1\"></progress>"))
      for label in ["Battery", "40", "20", "120"] { #expect(html.contains(">\(label)<")) }
      #expect(html.contains("<progress value=\"1.0\" max=\"1\"></progress>"))
      #expect(html.contains(">20 %<"))
      try host.tap("Charge")
      #expect(host.snapshotHTML().contains("<progress value=\"0.7\" max=\"1\"></progress>"))
      #expect(host.snapshotHTML().contains(">70 %<"))
    }
  }
}
