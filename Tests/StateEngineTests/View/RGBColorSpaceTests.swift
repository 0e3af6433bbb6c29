import Testing

@testable import StateEngine

extension Engine {
  /// `Color(_:red:green:blue:opacity:)` and `Color(_:white:opacity:)` take their components in a
  /// colour space: `.sRGB` (the default), `.sRGBLinear` or `.displayP3` (Apple's documentation of
  /// `Color.RGBColorSpace`). The engine keeps colours in sRGB, converting the others.
  @Suite struct RGBColorSpaces {
    @Test func sRGBIsTheDefaultSpace() {
      #expect(
        Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6) == Color(red: 0.2, green: 0.4, blue: 0.6))
      #expect(Color(.sRGB, white: 0.5, opacity: 0.3) == Color(white: 0.5, opacity: 0.3))
      #expect(Color(white: 0.5).description == "rgb(128, 128, 128)")
    }

    /// Linear components are light intensities: half the light is encoded as about 0.735.
    @Test func linearComponentsAreEncodedWithSRGBsCurve() {
      #expect(Color(.sRGBLinear, white: 0.5).description == "rgb(188, 188, 188)")
      #expect(Color(.sRGBLinear, red: 1, green: 0, blue: 0.001).description == "rgb(255, 0, 3)")
      #expect(Color(.sRGBLinear, white: 1, opacity: 0.5).description == "rgb(255, 255, 255)")
    }

    /// Display P3's white and greys are sRGB's; its pure red lies outside sRGB and shows as the
    /// nearest sRGB red.
    @Test func displayP3ConvertsToSRGB() {
      #expect(Color(.displayP3, white: 0.6).description == "rgb(153, 153, 153)")
      #expect(Color(.displayP3, red: 1, green: 0, blue: 0).description == "rgb(255, 0, 0)")
      #expect(Color(.displayP3, red: 0.5, green: 0.7, blue: 0.3).description == "rgb(112, 180, 57)")
    }
  }
}
