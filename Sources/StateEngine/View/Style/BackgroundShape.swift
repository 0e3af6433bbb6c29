import Foundation

/// `background(_:in:)` and `background(in:)`: a shape filled with a style, behind the content.
extension View {
  public func background<S: ShapeStyle, F: Shape>(
    _ style: S, in shape: F, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modifier(
      _BackgroundModifier(background: shape.fill(style, style: fillStyle), alignment: .center))
  }
  /// The shape in the default background style, which the preview paints as its background colour.
  public func background<F: Shape>(in shape: F, fillStyle: FillStyle = FillStyle()) -> some View {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }
}

/// The system background of the current context.
public struct BackgroundStyle: ShapeStyle, PaintingStyle, Sendable {
  public init() {}
  var paint: String { "systemBackground" }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}
