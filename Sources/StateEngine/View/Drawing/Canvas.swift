import Foundation

public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// Immediate-mode drawing. The engine does no layout: the renderer draws once per body run, into
/// a canvas of `Canvas.size`, and the preview shows what it drew as SVG.
public struct Canvas<Symbols: View>: View, PrimitiveView {
  public typealias Body = Never
  static var size: CGSize { CGSize(width: 300, height: 300) }

  let renderer: (inout GraphicsContext, CGSize) -> Void

  func makeElement() -> (Primitive, [Element]) {
    let recording = GraphicsContext.Recording()
    var context = GraphicsContext(recording: recording)
    renderer(&context, Self.size)
    let drawing = Drawing(
      width: Self.size.width, height: Self.size.height,
      content: recording.elements.joined(), stretches: false)
    return (.drawing(drawing), [])
  }
}

extension Canvas where Symbols == EmptyView {
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }
}

extension Canvas {
  /// Symbols are views the renderer resolves and draws; they are not drawn here.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
  }
}
