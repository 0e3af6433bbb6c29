import Testing

@testable import StateEngine

extension Engine {
  /// `Color(hue:saturation:brightness:opacity:)` "creates a constant color from hue, saturation,
  /// and brightness values", each in 0...1 (Apple's documentation of `Color`).
  @Suite struct HSBColors {
    @Test func hueWalksTheColourWheel() {
      #expect(Color(hue: 0, saturation: 1, brightness: 1).description == "rgb(255, 0, 0)")
      #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).description == "rgb(0, 255, 0)")
      #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1).description == "rgb(0, 0, 255)")
      #expect(Color(hue: 1.0 / 12, saturation: 1, brightness: 1).description == "rgb(255, 128, 0)")
      #expect(Color(hue: 1, saturation: 1, brightness: 1).description == "rgb(255, 0, 0)")
    }

    @Test func saturationAndBrightnessMixTowardsWhiteAndBlack() {
      #expect(Color(hue: 0.4, saturation: 0, brightness: 1).description == "rgb(255, 255, 255)")
      #expect(Color(hue: 0.4, saturation: 1, brightness: 0).description == "rgb(0, 0, 0)")
      #expect(Color(hue: 0, saturation: 0.5, brightness: 0.5).description == "rgb(128, 64, 64)")
      #expect(
        Color(hue: 0.5, saturation: 1, brightness: 1, opacity: 0.25)
          == Color(red: 0, green: 1, blue: 1, opacity: 0.25))
    }
  }
}
