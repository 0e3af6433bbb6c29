import Foundation

/// The type of a colour literal with nothing else to go by (`let tint = #colorLiteral(…)`), as UIKit
/// declares it.
public typealias _ColorLiteralType = UIColor

/// UIKit's colour, which `import SwiftUI` makes available on iOS: notes write `Color(.systemBackground)`
/// and `Color(uiColor: .secondaryLabel)`. The engine's has the standard and system colours, as an
/// iPhone in light mode resolves them, and converts to `Color` by its components.
open class UIColor: _ExpressibleByColorLiteral, @unchecked Sendable {
  let red: Double
  let green: Double
  let blue: Double
  let alpha: Double

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Double(red)
    self.green = Double(green)
    self.blue = Double(blue)
    self.alpha = Double(alpha)
  }

  /// `#colorLiteral(red:green:blue:alpha:)`, the literal Xcode's colour picker writes: a UIKit
  /// colour on iOS, so notes write `Color(#colorLiteral(…))`.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The colour of a SwiftUI `Color`.
  public convenience init(_ color: Color) {
    self.init(
      red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
      alpha: CGFloat(color.opacity))
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: alpha)
  }

  private static func system(_ color: Color) -> UIColor { UIColor(color) }

  // The standard colours, by their components in UIKit's documentation.
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

  // The system colours: SwiftUI's colours of the same names.
  public static var systemRed: UIColor { system(.red) }
  public static var systemOrange: UIColor { system(.orange) }
  public static var systemYellow: UIColor { system(.yellow) }
  public static var systemGreen: UIColor { system(.green) }
  public static var systemMint: UIColor { system(.mint) }
  public static var systemTeal: UIColor { system(.teal) }
  public static var systemCyan: UIColor { system(.cyan) }
  public static var systemBlue: UIColor { system(.blue) }
  public static var systemIndigo: UIColor { system(.indigo) }
  public static var systemPurple: UIColor { system(.purple) }
  public static var systemPink: UIColor { system(.pink) }
  public static var systemBrown: UIColor { system(.brown) }
  public static var systemGray: UIColor { system(.gray) }
  public static var systemGray2: UIColor { UIColor(red: 0.68, green: 0.68, blue: 0.7, alpha: 1) }
  public static var systemGray3: UIColor { UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1) }
  public static var systemGray4: UIColor { UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1) }
  public static var systemGray5: UIColor { UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1) }
  public static var systemGray6: UIColor { UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1) }

  // The semantic colours, in light mode.
  public static var systemBackground: UIColor { white }
  public static var secondarySystemBackground: UIColor { systemGray6 }
  public static var tertiarySystemBackground: UIColor { white }
  public static var systemGroupedBackground: UIColor { systemGray6 }
  public static var secondarySystemGroupedBackground: UIColor { white }
  public static var tertiarySystemGroupedBackground: UIColor { systemGray6 }
  public static var label: UIColor { black }
  public static var secondaryLabel: UIColor {
    UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
  }
  public static var tertiaryLabel: UIColor {
    UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
  }
  public static var quaternaryLabel: UIColor {
    UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.18)
  }
  public static var placeholderText: UIColor { tertiaryLabel }
  public static var separator: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29) }
  public static var opaqueSeparator: UIColor {
    UIColor(red: 0.78, green: 0.78, blue: 0.78, alpha: 1)
  }
  public static var link: UIColor { system(.blue) }
  public static var systemFill: UIColor { UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2) }
  public static var secondarySystemFill: UIColor {
    UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16)
  }
  public static var tertiarySystemFill: UIColor {
    UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
  }
}

extension Color {
  /// A UIKit colour, by its components.
  public init(_ color: UIColor) {
    self.init(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
  }

  public init(uiColor color: UIColor) {
    self.init(color)
  }
}
