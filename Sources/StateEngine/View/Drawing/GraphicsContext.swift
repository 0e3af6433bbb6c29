import Foundation

/// What a `Canvas` draws with. Each fill, stroke, text and image becomes one SVG element, with the
/// context's transform and opacity at that moment; copies of a context draw into the same canvas.
public struct GraphicsContext {
  /// The elements a canvas has received, shared by every copy of its context.
  final class Recording {
    var elements: [String] = []
  }

  /// How a fill or stroke is painted: a colour, or a style (a gradient paints its first colour).
  public struct Shading {
    let paint: String

    public static func color(_ color: Color) -> Shading { Shading(paint: color.paint) }
    public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1)
      -> Shading
    {
      color(Color(red: red, green: green, blue: blue, opacity: opacity))
    }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(paint: Paint.of(style) ?? "primary")
    }
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = []
    ) -> Shading {
      Shading(paint: gradient.stops.first?.color.paint ?? "primary")
    }
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = []
    ) -> Shading {
      Shading(paint: gradient.stops.first?.color.paint ?? "primary")
    }
    public static var foreground: Self { Self(paint: "primary") }
  }

  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
    public static var mirror: Self { Self(rawValue: 2) }
    public static var linearColor: Self { Self(rawValue: 4) }
  }

  let recording: Recording
  public var opacity: Double = 1
  public var blendMode: BlendMode = .normal
  /// Translations, scales and rotations so far, as an SVG `transform`.
  private var transforms: [String] = []

  init(recording: Recording) { self.recording = recording }

  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transforms.append("translate(\(Appearance.numbers(x, y)))")
  }
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transforms.append("scale(\(Appearance.numbers(x, y)))")
  }
  public mutating func rotate(by angle: Angle) {
    transforms.append("rotate(\(Appearance.points(angle.degrees)))")
  }

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(path.svgElement(attributes: " data-fill=\"\(Snapshot.escape(shading.paint))\""))
  }

  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    let width = Appearance.points(style.lineWidth)
    record(
      path.svgElement(
        attributes: " data-stroke=\"\(Snapshot.escape(shading.paint))\" stroke-width=\"\(width)\""))
  }

  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let position = "x=\"\(Appearance.points(point.x))\" y=\"\(Appearance.points(point.y))\""
    record("<text \(position) text-anchor=\"middle\">\(Snapshot.escape(text.content))</text>")
  }

  public func draw(_ image: Image, in rect: CGRect) {
    draw(Text(image.name), at: CGPoint(x: rect.midX, y: rect.midY))
  }

  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(Text(image.name), at: point)
  }

  /// A nested layer drawn into the same canvas, starting from this context's state.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  private func record(_ element: String) {
    var attributes = ""
    if !transforms.isEmpty { attributes += " transform=\"\(transforms.joined(separator: " "))\"" }
    if opacity < 1 { attributes += " opacity=\"\(Appearance.points(opacity))\"" }
    recording.elements.append(attributes.isEmpty ? element : "<g\(attributes)>\(element)</g>")
  }
}
