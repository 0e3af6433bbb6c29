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
  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)

  // The system colours: SwiftUI's colours of the same names.
  public static let systemRed = system(.red)
  public static let systemOrange = system(.orange)
  public static let systemYellow = system(.yellow)
  public static let systemGreen = system(.green)
  public static let systemMint = system(.mint)
  public static let systemTeal = system(.teal)
  public static let systemCyan = system(.cyan)
  public static let systemBlue = system(.blue)
  public static let systemIndigo = system(.indigo)
  public static let systemPurple = system(.purple)
  public static let systemPink = system(.pink)
  public static let systemBrown = system(.brown)
  public static let systemGray = system(.gray)
  public static let systemGray2 = UIColor(red: 0.68, green: 0.68, blue: 0.7, alpha: 1)
  public static let systemGray3 = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
  public static let systemGray4 = UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)
  public static let systemGray5 = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
  public static let systemGray6 = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

  // The semantic colours, in light mode.
  public static let systemBackground = white
  public static let secondarySystemBackground = systemGray6
  public static let tertiarySystemBackground = white
  public static let systemGroupedBackground = systemGray6
  public static let secondarySystemGroupedBackground = white
  public static let tertiarySystemGroupedBackground = systemGray6
  public static let label = black
  public static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
  public static let tertiaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
  public static let quaternaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.18)
  public static let placeholderText = tertiaryLabel
  public static let separator = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
  public static let opaqueSeparator = UIColor(red: 0.78, green: 0.78, blue: 0.78, alpha: 1)
  public static let link = system(.blue)
  public static let systemFill = UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2)
  public static let secondarySystemFill = UIColor(red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16)
  public static let tertiarySystemFill = UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
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
