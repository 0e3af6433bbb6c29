import Foundation

/// Clips the content to a shape; the preview rounds the box for the built-in shapes.
public struct _ClipEffect<ClipShape: Shape>: ViewModifier {
  public typealias Body = Never
  public var shape: ClipShape
  public var style: FillStyle
}

extension _ClipEffect: PrimitiveModifier {
  var primitive: Primitive {
    Appearance.primitive("clipShape", [Appearance.Attribute(name: "clip", value: clipName)])
  }

  /// `circle`, `capsule`, `ellipse`, `rectangle`, `rounded 12`, or `shape` for any other.
  private var clipName: String {
    switch shape {
    case let rounded as RoundedRectangle: "rounded \(Appearance.points(rounded.cornerSize.width))"
    case is Circle: "circle"
    case is Capsule: "capsule"
    case is Ellipse: "ellipse"
    case is Rectangle: "rectangle"
    default: "shape"
    }
  }
}

extension View {
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(_ClipEffect(shape: shape, style: style))
  }
  public func clipped(antialiased: Bool = false) -> some View {
    clipShape(Rectangle())
  }
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius))
  }
}
