/// A colour, usable as a view and as a style. Named colours print by name, others as rgb components.
public struct Color: View, PrimitiveView, Hashable, CustomStringConvertible, ShapeStyle, Sendable {
  public typealias Body = Never
  let name: String?
  let red: Double
  let green: Double
  let blue: Double
  let opacity: Double

  init(named name: String, _ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1) {
    self.name = name
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// A colour from components in the given space, kept as sRGB (see `RGBColorSpace`).
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    (self.red, self.green, self.blue) = colorSpace.sRGB(red, green, blue)
    self.name = nil
    self.opacity = opacity
  }

  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness, each 0...1, as the HSB model defines them.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let sector = (hue - hue.rounded(.down)) * 6
    let chroma = brightness * saturation
    let rising = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let lowest = brightness - chroma
    let (red, green, blue): (Double, Double, Double)
    switch Int(sector) {
    case 0: (red, green, blue) = (chroma, rising, 0)
    case 1: (red, green, blue) = (rising, chroma, 0)
    case 2: (red, green, blue) = (0, chroma, rising)
    case 3: (red, green, blue) = (0, rising, chroma)
    case 4: (red, green, blue) = (rising, 0, chroma)
    default: (red, green, blue) = (chroma, 0, rising)
    }
    self.init(red: red + lowest, green: green + lowest, blue: blue + lowest, opacity: opacity)
  }

  public init(_ name: String) {
    self.init(named: name, 0, 0, 0)
  }

  public func opacity(_ opacity: Double) -> Color {
    Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
  }

  public var description: String {
    if let name { return name }
    // Components past 0...1 (a Display P3 colour outside sRGB) show as the nearest sRGB one.
    func component(_ value: Double) -> String {
      String(Int((min(max(value, 0), 1) * 255).rounded()))
    }
    return "rgb(\(component(red)), \(component(green)), \(component(blue)))"
  }

  func makeElement() -> (Primitive, [Element]) { (.color(self), []) }

  public static var red: Self { Self(named: "red", 1, 0.23, 0.19) }
  public static var orange: Self { Self(named: "orange", 1, 0.58, 0) }
  public static var yellow: Self { Self(named: "yellow", 1, 0.8, 0) }
  public static var green: Self { Self(named: "green", 0.2, 0.78, 0.35) }
  public static var mint: Self { Self(named: "mint", 0, 0.78, 0.75) }
  public static var teal: Self { Self(named: "teal", 0.19, 0.69, 0.78) }
  public static var cyan: Self { Self(named: "cyan", 0.2, 0.68, 0.9) }
  public static var blue: Self { Self(named: "blue", 0, 0.48, 1) }
  public static var indigo: Self { Self(named: "indigo", 0.35, 0.34, 0.84) }
  public static var purple: Self { Self(named: "purple", 0.69, 0.32, 0.87) }
  public static var pink: Self { Self(named: "pink", 1, 0.18, 0.33) }
  public static var brown: Self { Self(named: "brown", 0.64, 0.52, 0.37) }
  public static var white: Self { Self(named: "white", 1, 1, 1) }
  public static var gray: Self { Self(named: "gray", 0.56, 0.56, 0.58) }
  public static var black: Self { Self(named: "black", 0, 0, 0) }
  public static var clear: Self { Self(named: "clear", 0, 0, 0, opacity: 0) }
  public static var primary: Self { Self(named: "primary", 0, 0, 0) }
  public static var secondary: Self { Self(named: "secondary", 0.24, 0.24, 0.26) }
  public static var accentColor: Self { Self(named: "accentColor", 0, 0.48, 1) }
}

/// Anything `foregroundStyle`, `background` and `tint` accept.
public protocol ShapeStyle {}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var white: Color { .white }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var clear: Color { .clear }
}

public struct HierarchicalShapeStyle: ShapeStyle {
  let name: String
  public static var primary: Self { Self(name: "primary") }
  public static var secondary: Self { Self(name: "secondary") }
  public static var tertiary: Self { Self(name: "tertiary") }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}
