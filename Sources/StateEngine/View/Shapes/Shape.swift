/// A 2D shape drawn as a view. Only the built-in shapes are provided: the engine does not draw paths.
public protocol Shape: View {}

public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}

public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var dash: [CGFloat]

  public init(lineWidth: CGFloat = 1, dash: [CGFloat] = []) {
    self.lineWidth = lineWidth
    self.dash = dash
  }
}

/// Filling and stroking: accepted, recorded by name.
extension Shape {
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    accepted("fill")
  }
  public func fill(style: FillStyle = FillStyle()) -> some View { accepted("fill") }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    accepted("stroke")
  }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    accepted("stroke")
  }
  public func stroke(lineWidth: CGFloat = 1) -> some View { accepted("stroke") }
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    accepted("stroke")
  }
}
