import Foundation

extension Color {
  /// The space a colour's red, green and blue components are given in. The engine keeps every
  /// colour in sRGB, so components in another space are converted once, as Core Graphics would
  /// convert them to draw on an sRGB screen; out-of-gamut Display P3 colours keep components past
  /// 0...1 (extended sRGB), as Apple's do.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB
    /// sRGB's primaries without its transfer curve: components proportional to light.
    case sRGBLinear
    /// The DCI-P3 primaries with a D65 white point and sRGB's transfer curve.
    case displayP3

    func sRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
      switch self {
      case .sRGB:
        return (red, green, blue)
      case .sRGBLinear:
        return (Self.encoded(red), Self.encoded(green), Self.encoded(blue))
      case .displayP3:
        let (r, g, b) = (Self.decoded(red), Self.decoded(green), Self.decoded(blue))
        // Linear Display P3 to linear sRGB: both D65, so one matrix (CSS Color 4's conversion).
        return (
          Self.encoded(1.2249401762805598 * r - 0.22494017628055996 * g),
          Self.encoded(-0.042056954709688163 * r + 1.0420569547096881 * g),
          Self.encoded(
            -0.019637554590334432 * r - 0.078636045550631889 * g + 1.0982736001409663 * b)
        )
      }
    }

    /// sRGB's transfer curve, from linear light to an encoded component; odd, for extended values.
    private static func encoded(_ linear: Double) -> Double {
      let magnitude = abs(linear)
      let value =
        magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
      return linear < 0 ? -value : value
    }

    /// The inverse of `encoded`.
    private static func decoded(_ component: Double) -> Double {
      let magnitude = abs(component)
      let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
      return component < 0 ? -value : value
    }
  }
}
