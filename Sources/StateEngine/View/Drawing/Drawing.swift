import Foundation

/// Vector drawing the preview shows as inline SVG: a custom shape, a `Path` or a `Canvas`.
package struct Drawing: Equatable {
  let width: CGFloat
  let height: CGFloat
  /// SVG elements, in the drawing's own coordinates.
  let content: String
  /// A shape's drawing stretches to its box; a path or canvas keeps its own size.
  var stretches = true

  var html: String {
    let size = Appearance.numbers(width, height)
    let stretching = stretches ? " ui-stretched\" preserveAspectRatio=\"none" : ""
    return "<svg class=\"ui-drawing\(stretching)\" viewBox=\"0 0 \(size)\""
      + " width=\"\(Appearance.points(width))\" height=\"\(Appearance.points(height))\">"
      + content + "</svg>"
  }
}
