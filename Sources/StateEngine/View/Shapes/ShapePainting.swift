import Foundation

/// Filling and stroking a shape: the shape's box carries the paint (`data-fill`, `data-stroke`,
/// `data-line-width`, `data-dash`) and the preview's stylesheet applies it to the box or SVG inside.
public struct _ShapePaintModifier: ViewModifier {
  public typealias Body = Never
  let attributes: [Appearance.Attribute]
  /// A fill of a stroke: the paint goes to the stroke, drawn around the stroke's own base shape.
  var paintsStroke = false
}

extension _ShapePaintModifier: PrimitiveModifier {
  var primitive: Primitive { Appearance.primitive("fill", attributes) }

  func drawnContent(of content: any View) -> any View {
    paintsStroke ? (content as? any StrokeShape)?.baseShape ?? content : content
  }
}

extension Appearance {
  static func stroke(_ paint: String?, _ style: StrokeStyle) -> [Attribute] {
    [
      Attribute(name: "stroke", value: paint ?? "primary"),
      Attribute(name: "line-width", value: points(style.lineWidth)),
    ]
      + (style.dash.isEmpty
        ? [] : [Attribute(name: "dash", value: style.dash.map(points).joined(separator: " "))])
  }
}

extension Shape {
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    let paint = Paint.of(content) ?? "primary"
    // Filling a stroke (a shape since iOS 17) paints the stroke, as `overlay(_:in:)` does.
    if let stroke = self as? any StrokeShape {
      return modifier(
        _ShapePaintModifier(
          attributes: Appearance.stroke(paint, stroke.style), paintsStroke: true))
    }
    return modifier(
      _ShapePaintModifier(attributes: [Appearance.Attribute(name: "fill", value: paint)]))
  }
  public func fill(style: FillStyle = FillStyle()) -> some View { fill(.primary, style: style) }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    modifier(_ShapePaintModifier(attributes: Appearance.stroke(Paint.of(content), style)))
  }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }
  /// Since iOS 17 a stroke without a style is itself a shape, usable where a shape is wanted.
  public func stroke(style: StrokeStyle, antialiased: Bool = true) -> some Shape {
    _StrokedShape(base: self, style: style)
  }
  public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some Shape {
    stroke(style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The part of the outline from `from` to `to`, fractions of its length.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

/// `strokeBorder` keeps the stroke inside the shape; the preview draws it as a stroke.
extension InsettableShape {
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    stroke(content, style: style)
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    stroke(content, lineWidth: lineWidth)
  }
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some Shape {
    stroke(style: style)
  }
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some Shape {
    stroke(lineWidth: lineWidth)
  }
}

public struct _TrimmedShape<Base: Shape>: Shape {
  var shape: Base
  var startFraction: CGFloat
  var endFraction: CGFloat

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
}
