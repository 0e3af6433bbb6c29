import Foundation

/// A 2D shape drawn as a view. A shape of the note's own draws its `path(in:)` in a square of
/// `Shape.drawingSize` points (the engine does no layout); the built-in shapes show as named boxes.
public protocol Shape: Animatable, View {
  func path(in rect: CGRect) -> Path
}

extension Shape {
  static var drawingSize: CGFloat { 100 }

  public var body: _ShapeView<Self> { _ShapeView(shape: self) }

  /// What the preview shows. The graph draws a shape without running its `body`: SwiftUI's shapes
  /// are primitive views, so no shape's body shows among the bodies a step ran.
  var drawing: Drawing {
    let size = Self.drawingSize
    let path = path(in: CGRect(x: 0, y: 0, width: size, height: size))
    return Drawing(width: size, height: size, content: path.svgElement())
  }
}

/// A shape of the note's own, drawn as inline SVG.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
  public typealias Body = Never
  let shape: Content

  func makeElement() -> (Primitive, [Element]) { (.drawing(shape.drawing), []) }
}

/// A shape that can be inset for `strokeBorder`.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> InsetShape
}

public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
